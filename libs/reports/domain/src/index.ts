// Public API of @inspection/reports-domain.
export * from './condition-score';
export * from './public-link';
export * from './report-dates';
export * from './report-errors';
export * from './report-filter';
export * from './report-row';
export * from './report-stats';
export * from './report-values';
