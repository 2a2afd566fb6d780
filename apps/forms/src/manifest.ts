// What the forms remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'forms',
  standaloneHome: '/formbuilder',
  screens: [
    { module: 'FormList', routes: ['/formbuilder'], access: 'staff', layout: 'staff-shell' },
    {
      module: 'FormEditor',
      routes: ['/formbuilder/create', '/formbuilder/:id', '/formbuilder/view/:id'],
      access: 'staff',
      layout: 'staff-shell',
    },
    {
      module: 'Settings',
      routes: ['/settings'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Settings', icon: 'Settings', position: 60 },
    },
  ],
} as const satisfies RemoteManifest;
