// Exposed to the shell as 'bookings/BookingsDashboard'.
export { default } from '../bookings-dashboard/bookings-dashboard-page';
