// Public API of @inspection/shared-domain.
export * from './ids/uuid';
export * from './ids/code-label';
export * from './password/password-rules';
export * from './phone/phone-input';
export * from './phone/phone-number-examples';
export * from './phone/phone-number';
export * from './language/language';
export * from './time/business-time';
export * from './time/business-zone';
export * from './time/calendar-day';
export * from './time/wall-clock';
export * from './json/is-record';
export * from './random/seeded-random';
export * from './annotations/photo-annotations';
export * from './audit/audit-entry';
export * from './audit/audit-filters';
export * from './photos/photo-variants';
