// Public API of @inspection/forms-domain.
export * from './editor-mode';
export * from '@inspection/form-template-model';
export * from './factories';
export * from './inspection-types/inspection-type-form';
export * from './inspection-types/inspection-type';
export * from './list-rules';
export * from './save-template-payload';
export * from './status-rules';
export * from './template-mapping';
export * from './template-rules';
export * from './template-validation';
export * from './test-ids';
export * from './text-input-types';
export * from './editor-commands';
export * from './editor-reducer';
export * from './editor-state';
export * from './form-messages';
