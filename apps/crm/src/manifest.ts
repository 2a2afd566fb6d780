// What the crm remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/crm.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { crmPaths, OFFICE_ROLES, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'crm',
  standaloneHome: crmPaths.contacts.pattern,
  screens: [
    {
      module: 'Crm',
      routes: [crmPaths.contacts.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
      sidebar: { label: 'CRM - Vehicle Inspection', icon: 'Building2', position: 40 },
    },
    { module: 'ContactDetail', routes: [crmPaths.contactDetail.pattern], access: 'staff', roles: OFFICE_ROLES, layout: 'staff-shell' },
  ],
} as const satisfies RemoteManifest;
