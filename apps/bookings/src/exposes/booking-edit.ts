// Exposed to the shell as 'bookings/BookingEdit'.
export { default } from '../booking-edit/booking-edit-page';
