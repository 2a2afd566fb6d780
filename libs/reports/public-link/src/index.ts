// Public API of @inspection/report-link.
export {};
export * from './public-link-control';
export * from './public-link-card';
