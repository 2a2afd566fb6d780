// What the forms remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/forms.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { formsPaths, OFFICE_ROLES, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'forms',
  standaloneHome: formsPaths.list.pattern,
  screens: [
    { module: 'FormList', routes: [formsPaths.list.pattern], access: 'staff', roles: OFFICE_ROLES, layout: 'staff-shell' },
    {
      module: 'FormEditor',
      routes: [formsPaths.create.pattern, formsPaths.edit.pattern, formsPaths.view.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
    },
    {
      module: 'Settings',
      routes: [formsPaths.settings.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
      sidebar: { label: 'Settings', icon: 'Settings', position: 60 },
    },
  ],
} as const satisfies RemoteManifest;
