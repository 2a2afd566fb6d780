// What the tooling remote offers the console (type in libs/platform-manifest): the one place its
// paths are written. Plain data with no runtime import, so the shell can compile it in without any of the remote's code.
// Developer tools for the car-parts diagram: open pages outside the console's frame.
import type { RemoteManifest } from '@inspection/platform-manifest';

export const manifest = {
  remote: 'tooling',
  standaloneHome: '/svg-json-builder',
  screens: [
    { module: 'SvgJsonBuilder', routes: ['/svg-json-builder'], access: 'open', layout: 'outside' },
    { module: 'PartsPreview', routes: ['/parts-preview'], access: 'open', layout: 'outside' },
    { module: 'MarkedPartsOverlay', routes: ['/marked-parts-overlay'], access: 'open', layout: 'outside' },
  ],
} as const satisfies RemoteManifest;
