// What the crm remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'crm',
  standaloneHome: '/crm',
  screens: [
    {
      module: 'Crm',
      routes: ['/crm'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'CRM - Vehicle Inspection', icon: 'Building2', position: 40 },
    },
    { module: 'ContactDetail', routes: ['/contacts/:id'], access: 'staff', layout: 'staff-shell' },
  ],
} as const satisfies RemoteManifest;
