// Public API of @inspection/inspection-domain.
export * from './answers';
export * from './build-report';
export * from './damage-severity';
export * from './inspection-outbox';
export * from './merge-answers';
export * from './prefill';
export * from './scoring';
export * from './test-template';
export * from './validation';
export * from './signature-path';
export * from './typed-signature';
export * from './inspector-day';
