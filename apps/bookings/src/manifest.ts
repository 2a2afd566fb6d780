// What the bookings remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/bookings.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { bookingsPaths, bookingsQueries, OFFICE_ROLES, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'bookings',
  standaloneHome: bookingsPaths.dashboard.pattern,
  screens: [
    {
      module: 'BookingsDashboard',
      routes: [bookingsPaths.dashboard.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
      sidebar: { label: 'Booking', icon: 'CalendarCheck', position: 30 },
      // Its 5,000-row list starts with the route, while the remote loads.
      prefetch: [bookingsQueries.firstPage],
    },
    { module: 'BookingDetails', routes: [bookingsPaths.details.pattern], access: 'staff', roles: OFFICE_ROLES, layout: 'staff-shell' },
    { module: 'BookingEdit', routes: [bookingsPaths.edit.pattern], access: 'staff', roles: OFFICE_ROLES, layout: 'staff-shell' },
    // Messages to customers: admins only (staff see a booking's on its details).
    {
      module: 'Messages',
      routes: [bookingsPaths.messages.pattern],
      access: 'staff',
      roles: ['admin'],
      layout: 'staff-shell',
      sidebar: { label: 'Messages', icon: 'Mail', position: 35 },
    },
    // Customers book an inspection themselves, without signing in.
    { module: 'PublicBooking', routes: [bookingsPaths.publicBooking.pattern], access: 'open', layout: 'outside' },
    // Customers see, reschedule or cancel their booking from the link in their messages.
    { module: 'ManagedBooking', routes: [bookingsPaths.managedBooking.pattern], access: 'open', layout: 'outside' },
  ],
} as const satisfies RemoteManifest;
