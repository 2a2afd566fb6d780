// The forms remote served on its own origin: its screens under its own router, derived from its manifest.
import { ManifestRoutes } from '@inspection/standalone';
import { manifest } from '../manifest';

// A dynamic import the bundler can see: one chunk per file of src/exposes/, loaded when its route is opened.
const loadScreen = (file: string) => import(`../exposes/${file}.ts`);

export function StandaloneRoutes() {
  return <ManifestRoutes manifest={manifest} loadScreen={loadScreen} />;
}
