// What the tooling remote offers the console (type in libs/platform-manifest): its screens, who may open them and its
// sidebar entry. The paths themselves are written once, in libs/shared/platform-manifest/src/paths/tooling.ts, where every
// remote's links reach them too. Plain data importing only that lib, so the shell compiles it in without the remote's code.
// Developer tools for the car-parts diagram: pages outside the console's frame, open but for the admins' condition
// severities; and the admins' Releases, inside the console.
import { toolingPaths, type RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'tooling',
  standaloneHome: toolingPaths.svgJsonBuilder.pattern,
  screens: [
    { module: 'SvgJsonBuilder', routes: [toolingPaths.svgJsonBuilder.pattern], access: 'open', layout: 'outside' },
    { module: 'PartsPreview', routes: [toolingPaths.partsPreview.pattern], access: 'open', layout: 'outside' },
    { module: 'MarkedPartsOverlay', routes: [toolingPaths.markedPartsOverlay.pattern], access: 'open', layout: 'outside' },
    // The severity of each condition a part can be marked with: the database's list, which admins edit.
    { module: 'ConditionSeverities', routes: [toolingPaths.conditionSeverities.pattern], access: 'staff', roles: ['admin'], layout: 'outside' },
    // Every remote's releases, roll back and promote (docs/architecture/releases.md): admins only.
    {
      module: 'Releases',
      routes: [toolingPaths.releases.pattern],
      access: 'staff',
      roles: ['admin'],
      layout: 'staff-shell',
      sidebar: { label: 'Releases', icon: 'Rocket', position: 70 },
    },
  ],
} as const satisfies RemoteManifest;
