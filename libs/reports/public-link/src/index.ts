// Public API of @inspection/reports-public-link.
export {};
export * from './public-link-control';
export * from './public-link-card';
