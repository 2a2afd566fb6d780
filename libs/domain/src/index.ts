// Public API of @inspection/domain.
export {};
