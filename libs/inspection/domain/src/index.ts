// Public API of @inspection/inspection-domain.
export * from './answers';
export * from './inspection-outbox';
export * from './marked-parts';
export * from './merge-answers';
export * from './prefill';
export * from './section-progress';
export * from './test-template';
export * from './validation';
export * from './signature-path';
export * from './typed-signature';
export * from './inspector-day';
