// Public API of @inspection/messages-domain.
export * from './booking-invite';
export * from './outbound-message';
