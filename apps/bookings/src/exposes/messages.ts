// Exposed to the shell as 'bookings/Messages'.
export { default } from '../messages/messages-page';
