// Public API of @inspection/data.
export {};
