// The stored report's shape and the rules every reader of it shares (the damage severity): the reports slice's
// published language. The database builds the report (stored-report.ts) and projects the buyer's copy.
export * from './damage-rules';
export * from './public-report';
export * from './report-groups';
export * from './signatures';
export * from './signature-cases';
export * from './stored-report';
export * from './report-marks';
