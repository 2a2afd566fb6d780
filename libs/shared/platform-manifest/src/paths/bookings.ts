// The bookings remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const bookingsPaths = {
  dashboard: route('/booking'),
  details: route('/booking/:id'),
  edit: route('/booking/edit/:id'),
  /** Customers book an inspection themselves, without signing in. */
  publicBooking: route('/book'),
  /** A customer's own booking, from the link in their messages: see it, reschedule or cancel it. */
  managedBooking: route('/book/manage/:token'),
  /** Admins: every message to customers (confirmations, reminders, report ready), its status and 'Resend'. */
  messages: route('/messages'),
} as const;
