// The paths of every remote, one file per remote, each owned by the team of that remote. They live in this lib, not
// in the apps, because a screen links to other remotes' screens and an app may import libs only.
export { bookingsPaths } from './bookings';
export { calllogsPaths } from './calllogs';
export { crmPaths } from './crm';
export { formsPaths } from './forms';
export { inspectionPaths } from './inspection';
export { reportsPaths } from './reports';
export { toolingPaths } from './tooling';
export { bookingPrefillFromSearch, newBookingHref, type BookingPrefill } from './booking-prefill';
