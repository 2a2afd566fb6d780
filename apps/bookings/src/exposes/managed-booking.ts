// Exposed to the shell as 'bookings/ManagedBooking' (the customer's /book/manage/{token}, outside the staff layout).
export { default } from '../public-booking/manage/managed-booking-route';
