// Exposed to the shell as 'bookings/BookingDetails'.
export { default } from '../booking-details/booking-details-page';
