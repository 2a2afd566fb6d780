// Public API of @inspection/ui.
export {};
