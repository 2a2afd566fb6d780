// Public API of @inspection/reports-data-access.
export * from './public-report/get-public-link';
export * from './public-report/get-public-report';
export * from './public-report/get-staff-report';
export * from './public-report/public-report-query-keys';
export * from './public-report/update-public-link';
export * from './reports/get-report-sheet';
export * from './reports/get-webhook-data';
export * from './reports/sheet-report-link';
