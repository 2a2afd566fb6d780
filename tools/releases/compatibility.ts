// The compatibility check at publish (docs/architecture/releases.md#the-compatibility-check): every singleton the
// release was built with must satisfy the range the shell declares for it, since the shell's copy is the one the
// release will run against. It uses the federation runtime's own `satisfy`, so the check refuses exactly what the
// runtime would warn about (tools/build/shared-version-warnings.ts).
import { satisfy } from '@module-federation/enhanced/runtime';

/** One entry of a federation manifest's `shared` list (mf-manifest.json). */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The parts of mf-manifest.json a release reads. */
export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path?: string }; buildInfo?: { buildVersion?: string } };
  shared: ManifestShared[];
}

/** What the shell declares for a shared module: its range, and whether it is a singleton. */
export interface ShellShared {
  name: string;
  requiredVersion: string;
  singleton: boolean;
}

export interface Incompatibility {
  name: string;
  version: string;
  range: string;
}

/** The versions the release was built with, as recorded: {"react": "19.1.0", ...}. */
export function sharedVersions(manifest: FederationManifest): Record<string, string> {
  return Object.fromEntries(manifest.shared.map((entry) => [entry.name, entry.version]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The shell's ranges from its own mf-manifest.json. */
export function shellSharedFromManifest(manifest: FederationManifest): ShellShared[] {
  return manifest.shared
    .filter((entry) => typeof entry.requiredVersion === 'string' && entry.requiredVersion !== '')
    .map((entry) => ({ name: entry.name, requiredVersion: entry.requiredVersion as string, singleton: entry.singleton === true }));
}

/**
 * The release's singletons whose version the shell's range for them does not take. A module the shell does not share,
 * or shares as a non-singleton, is not checked: the release then loads its own copy.
 */
export function incompatibilities(release: FederationManifest, shell: ShellShared[]): Incompatibility[] {
  const ranges = new Map(shell.filter((entry) => entry.singleton).map((entry) => [entry.name, entry.requiredVersion]));
  const found: Incompatibility[] = [];
  for (const entry of release.shared) {
    const range = ranges.get(entry.name);
    if (!entry.singleton || !range) continue;
    if (!satisfy(entry.version, range)) found.push({ name: entry.name, version: entry.version, range });
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** "react 18.3.1 does not satisfy the shell's ^19.1.0" */
export function describeIncompatibility({ name, version, range }: Incompatibility): string {
  return `${name} ${version} does not satisfy the shell's ${range}`;
}

/** Reads a manifest's JSON, refusing anything that lacks what a release needs. */
export function parseFederationManifest(text: string, where: string): FederationManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  const manifest = value as Partial<FederationManifest> | null;
  const entry = manifest?.metaData?.remoteEntry;
  if (!manifest || typeof manifest.name !== 'string' || !Array.isArray(manifest.shared) || !entry || typeof entry.name !== 'string') {
    throw new Error(`${where} is not a federation manifest (name, metaData.remoteEntry and shared are required)`);
  }
  for (const shared of manifest.shared) {
    if (typeof shared?.name !== 'string' || typeof shared.version !== 'string') throw new Error(`${where}: a shared entry lacks its name or version`);
  }
  return manifest as FederationManifest;
}
