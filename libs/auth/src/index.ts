// Public API of @inspection/auth.
export {};
