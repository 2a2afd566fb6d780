// A federation runtime plugin in the shell and every remote: when the copy of a shared library that a build gets does
// not satisfy the range it was built for, say so in the console with both versions and what happens next. The runtime's
// own warning covers singletons only, and words it less plainly; a non-singleton falls back to the build's own copy
// without a word.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export interface VersionMismatch {
  pkgName: string;
  /** The build asking for the library (a remote, or the shell). */
  consumer: string;
  requiredVersion: string;
  /** The version the consumer itself was built with (its own copy). */
  ownVersion: string;
  /** The shared copy it gets (singleton) or the versions on offer that did not fit (not a singleton). */
  loadedVersion: string;
  loadedFrom: string;
  singleton: boolean;
}

export function describeMismatch(mismatch: VersionMismatch): string {
  const { pkgName, consumer, requiredVersion, ownVersion, loadedVersion, loadedFrom, singleton } = mismatch;
  const who = consumer === 'shell' ? 'the shell' : `remote "${consumer}"`;
  const head = `[federation] ${pkgName}: ${who} requires ${requiredVersion} but ${loadedVersion} is ${singleton ? 'loaded' : 'shared'} (from ${loadedFrom})`;
  return singleton
    ? `${head}; it is a singleton, so "${consumer}" uses ${loadedVersion}, not its own ${ownVersion}`
    : `${head}; "${consumer}" loads its own copy (${ownVersion})`;
}

/** Checks the runtime's choice for one consumer; returns the mismatch to report, if any. */
export function findMismatch(args: ResolveShareArgs, chosen: { version: string; from: string } | undefined): VersionMismatch | undefined {
  const { pkgName, shareInfo, shareScopeMap, scope } = args;
  const { requiredVersion, singleton = false } = shareInfo.shareConfig;
  if (typeof requiredVersion !== 'string' || requiredVersion === '*') return undefined;
  const base = { pkgName, consumer: shareInfo.from, requiredVersion, ownVersion: shareInfo.version, singleton };
  if (singleton) {
    if (!chosen || satisfy(chosen.version, requiredVersion)) return undefined;
    return { ...base, loadedVersion: chosen.version, loadedFrom: chosen.from };
  }
  // Not a singleton: the consumer gets its own copy (none registered, or its own registration picked) while another
  // build offers a version outside its range.
  if (chosen && chosen.from !== shareInfo.from) return undefined;
  const offered = Object.values(shareScopeMap[scope]?.[pkgName] ?? {}).filter(
    (shared) => shared.from !== shareInfo.from && !satisfy(shared.version, requiredVersion),
  );
  if (offered.length === 0) return undefined;
  const shown = offered.find((shared) => shared.loaded || shared.lib) ?? offered[0];
  return { ...base, loadedVersion: shown.version, loadedFrom: shown.from };
}

const reported = new Set<string>();

export default function sharedVersionWarnings(): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-version-warnings',
    resolveShare(args) {
      const resolve = args.resolver;
      args.resolver = () => {
        const result = resolve();
        const mismatch = findMismatch(args, result?.shared);
        if (mismatch) {
          const message = describeMismatch(mismatch);
          if (!reported.has(message)) {
            reported.add(message);
            console.warn(message);
          }
        }
        return result;
      };
      return args;
    },
  };
}
