// Public API of @inspection/bookings-domain.
export * from './booking-validation';
export * from './booking';
export * from './dashboard-rules';
export * from './overlap';
export * from './share-messages';
export * from './wizard-rules';
