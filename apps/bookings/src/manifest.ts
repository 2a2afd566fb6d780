// What the bookings remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'bookings',
  standaloneHome: '/booking',
  screens: [
    {
      module: 'BookingsDashboard',
      routes: ['/booking'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Booking', icon: 'CalendarCheck', position: 30 },
    },
    { module: 'BookingDetails', routes: ['/booking/:id'], access: 'staff', layout: 'staff-shell' },
    { module: 'BookingEdit', routes: ['/booking/edit/:id'], access: 'staff', layout: 'staff-shell' },
    // Customers book an inspection themselves, without signing in.
    { module: 'PublicBooking', routes: ['/book'], access: 'open', layout: 'outside' },
  ],
} as const satisfies RemoteManifest;
