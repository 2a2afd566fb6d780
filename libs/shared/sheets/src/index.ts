// Public API of @inspection/sheets.
export * from './session-access-token';
export * from './sheet-values-url';
export * from './request-sheet-values';
