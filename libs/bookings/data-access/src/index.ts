// Public API of @inspection/bookings-data-access.
export * from './booking-query-keys';
export * from './create-booking';
export * from './create-public-booking';
export * from './delete-booking';
export * from './get-available-slots';
export * from './get-bookable-inspection-types';
export * from './get-booking';
export * from './get-bookings';
export * from './get-day-bookings';
export * from './get-slot-holds';
export * from './hold-booking-slot';
export * from './release-booking-slot';
export * from './update-booking';
export * from './inspectors';
export * from './get-booking-activity';
export * from './free-inspectors';
