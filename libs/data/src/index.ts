// Public API of @inspection/data.
export {};
export * from './reports/get-report-sheet';
export * from './reports/get-webhook-data';
export * from './public-report/get-public-report';
