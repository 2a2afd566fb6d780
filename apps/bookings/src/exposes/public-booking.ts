// Exposed to the shell as 'bookings/PublicBooking' (the customers' /book page, outside the staff layout).
export { default } from '../public-booking/public-booking-page';
