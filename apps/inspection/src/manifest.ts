// What the inspection remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/inspection.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
import { inspectionPaths, inspectionQueries, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'inspection',
  standaloneHome: inspectionPaths.records.pattern,
  screens: [
    // The inspector's day on the tablet; admins and office staff choose an inspector there.
    {
      module: 'MyDay',
      routes: [inspectionPaths.myDay.pattern],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'My Day', icon: 'CalendarClock', position: 5 },
    },
    {
      module: 'InspectionRecords',
      routes: [inspectionPaths.records.pattern],
      access: 'staff',
      layout: 'staff-shell',
      sidebar: { label: 'Inspection Records', icon: 'ClipboardList', position: 20 },
    },
    // A page of its own, outside the console's frame. Its form and answers are read as the route opens.
    {
      module: 'PerformInspection',
      routes: [inspectionPaths.perform.pattern, inspectionPaths.view.pattern],
      access: 'staff',
      layout: 'outside',
      prefetch: [inspectionQueries.perform],
    },
  ],
} as const satisfies RemoteManifest;
