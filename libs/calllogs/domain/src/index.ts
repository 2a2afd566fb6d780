// Public API of @inspection/calllogs-domain.
export * from './call-log-entry';
export * from './call-log-range';
export * from './call-log-sheet';
export * from './call-log-summary';
