// Public API of @inspection/data.
export {};
export * from './reports/get-report-sheet';
export * from './reports/get-webhook-data';
export * from './public-report/get-public-report';
export * from './forms/form-query-keys';
export * from './forms/get-forms';
export * from './forms/get-form-template';
export * from './forms/save-form-template';
export * from './forms/update-form-status';
export * from './forms/delete-form';
export * from './inspection-types/inspection-type-query-keys';
export * from './inspection-types/get-inspection-types';
export * from './inspection-types/create-inspection-type';
export * from './inspection-types/update-inspection-type';
export * from './inspection-types/delete-inspection-type';
