// Public API of @inspection/crm-domain.
export * from './contact';
export * from './crm-filter';
export * from './crm-messages';
export * from './crm-sort';
export * from './lead';
export * from './lead-form-schema';
