// Public API of @inspection/forms-data-access.
export * from './forms/delete-form';
export * from './forms/form-query-keys';
export * from './forms/form-usage';
export * from './forms/get-form-template';
export * from './forms/get-forms';
export * from './forms/save-form-template';
export * from './forms/template-from-rows';
export * from './forms/template-rows';
export * from './forms/update-form-status';
export * from './inspection-types/create-inspection-type';
export * from './inspection-types/delete-inspection-type';
export * from './inspection-types/get-inspection-types';
export * from './inspection-types/inspection-type-query-keys';
export * from './inspection-types/update-inspection-type';
export * from './audit-log/search-audit-log';
export * from './forms/form-versions';
