// What the reports remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/reports.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { reportsPaths, OFFICE_ROLES, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'reports',
  screens: [
    {
      module: 'Dashboard',
      routes: [reportsPaths.dashboard.pattern, reportsPaths.admin.pattern],
      access: 'staff',
      roles: OFFICE_ROLES,
      layout: 'staff-shell',
      sidebar: { label: 'Reports', icon: 'BarChart3', position: 10 },
    },
    // Buyers open reports by link, without signing in; the screen decides what to show.
    { module: 'ReportPage', routes: [reportsPaths.report.pattern], access: 'open', layout: 'outside' },
    { module: 'WebhookPage', routes: [reportsPaths.webhook.pattern], access: 'staff', roles: OFFICE_ROLES, layout: 'staff-shell' },
  ],
} as const satisfies RemoteManifest;
