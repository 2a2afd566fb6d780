// Public API of @inspection/calllogs-data-access.
export * from './get-call-log-sheet';
