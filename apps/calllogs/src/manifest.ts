// What the calllogs remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/calllogs.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { calllogsPaths, OFFICE_ROLES, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'calllogs',
  standaloneHome: calllogsPaths.callLogs.pattern,
  screens: [
    {
      module: 'CallLogs',
      routes: [calllogsPaths.callLogs.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
      sidebar: { label: 'Call Logs', icon: 'PhoneCall', position: 50 },
    },
  ],
} as const satisfies RemoteManifest;
