// What the reports remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'reports',
  screens: [
    {
      module: 'Dashboard',
      routes: ['/', '/admin'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Reports', icon: 'BarChart3', position: 10 },
    },
    // Buyers open reports by link, without signing in; the screen decides what to show.
    { module: 'ReportPage', routes: ['/report/:id'], access: 'open', layout: 'outside' },
    { module: 'WebhookPage', routes: ['/webhook'], access: 'staff', layout: 'staff-shell' },
  ],
} as const satisfies RemoteManifest;
