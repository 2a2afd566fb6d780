// What the calllogs remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'calllogs',
  standaloneHome: '/call-logs',
  screens: [
    {
      module: 'CallLogs',
      routes: ['/call-logs'],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Call Logs', icon: 'PhoneCall', position: 50 },
    },
  ],
} as const satisfies RemoteManifest;
