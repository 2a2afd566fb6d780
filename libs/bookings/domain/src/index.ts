// Public API of @inspection/bookings-domain.
export * from './booking-validation';
export * from './booking';
export * from './dashboard-rules';
export * from './overlap';
export * from './share-messages';
export * from './wizard-rules';
export * from './slot-buttons';
export * from './wizard-reducer';
export * from './wizard-state';
export * from './wizard-submit';
export * from './day-lanes';
export * from './bookings-order';
