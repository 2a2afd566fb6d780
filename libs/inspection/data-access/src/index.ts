// Public API of @inspection/inspection-data-access.
export * from './get-condition-codes';
export * from './get-inspection-records';
export * from './get-inspection';
export * from './get-inspection-without-form';
export * from './inspection-query-keys';
export * from './save-inspection';
export * from './start-inspection';
export * from './submit-inspection';
export * from './upload-photo';
export * from './inspector-day';
export * from './my-inspector-name';
