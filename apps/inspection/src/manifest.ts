// What the inspection remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'inspection',
  standaloneHome: '/inspections',
  screens: [
    {
      module: 'InspectionRecords',
      routes: ['/inspections'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Inspection Records', icon: 'ClipboardList', position: 20 },
    },
    // A page of its own, outside the console's frame.
    {
      module: 'PerformInspection',
      routes: ['/performinspection/:bookingId', '/inspection/:bookingId'],
      access: 'staff',
      layout: 'outside',
    },
  ],
} as const satisfies RemoteManifest;
