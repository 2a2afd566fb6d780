// A federation runtime plugin in the shell and every remote: when the copy of a shared library that a build gets does
// not satisfy the range it was built for, say so in the console with both versions and what happens next. The runtime's
// own warning covers singletons only, and words it less plainly; a non-singleton falls back to another copy without a
// word.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export interface VersionMismatch {
  pkgName: string;
  /** The build asking for the library (a remote, or the shell). */
  consumer: string;
  requiredVersion: string;
  /** The version the consumer itself was built with (its own copy). */
  ownVersion: string;
  /** Singleton: the copy the consumer gets. Not a singleton: the host's copy, which it cannot take. */
  loadedVersion: string;
  loadedFrom: string;
  singleton: boolean;
  /** Not a singleton: the copy it takes instead (its own, or another remote's in its range). */
  used?: { version: string; from: string };
}

export function describeMismatch(mismatch: VersionMismatch): string {
  const { pkgName, consumer, requiredVersion, ownVersion, loadedVersion, loadedFrom, singleton, used } = mismatch;
  const who = consumer === 'shell' ? 'the shell' : `remote "${consumer}"`;
  const head = `[federation] ${pkgName}: ${who} requires ${requiredVersion} but ${loadedVersion} is ${singleton ? 'loaded' : 'shared'} (from ${loadedFrom})`;
  if (singleton) return `${head}; it is a singleton, so "${consumer}" uses ${loadedVersion}, not its own ${ownVersion}`;
  const copy = !used || used.from === consumer ? 'its own copy' : `the copy of "${used.from}"`;
  return `${head}; "${consumer}" loads ${copy} (${used?.version ?? ownVersion})`;
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The version of a shared lib that the page's host (the first federation instance: the shell) was built with. A build
 * provides only the shared modules it imports, so for a subpath the shell does not use (@inspection/ui/calendar) this
 * is the version of its package (@inspection/ui): a subpath has its package's version.
 */
function hostShare(args: ResolveShareArgs): { version: string; from: string } | undefined {
  const host = args.GlobalFederation?.__INSTANCES__?.[0];
  if (!host) return undefined;
  const offered = (host.options.shared[args.pkgName] ?? host.options.shared[packageOf(args.pkgName)])?.[0];
  return offered ? { version: offered.version, from: host.options.name } : undefined;
}

/** Checks the runtime's choice for one consumer; returns the mismatch to report, if any. */
export function findMismatch(args: ResolveShareArgs, chosen: { version: string; from: string } | undefined): VersionMismatch | undefined {
  const { pkgName, shareInfo } = args;
  const { requiredVersion, singleton = false } = shareInfo.shareConfig;
  if (typeof requiredVersion !== 'string' || requiredVersion === '*') return undefined;
  const base = { pkgName, consumer: shareInfo.from, requiredVersion, ownVersion: shareInfo.version, singleton };
  if (singleton) {
    if (!chosen || satisfy(chosen.version, requiredVersion)) return undefined;
    return { ...base, loadedVersion: chosen.version, loadedFrom: chosen.from };
  }
  // Not a singleton: several versions may be in the scope at once, and which build registered a version is an
  // accident of loading order; what matters is whether the consumer can take the host's copy. The shell's own
  // builds are the reference, so the shell itself is never the odd one out.
  const host = hostShare(args);
  if (!host || host.from === shareInfo.from || satisfy(host.version, requiredVersion)) return undefined;
  return { ...base, loadedVersion: host.version, loadedFrom: host.from, used: chosen && { version: chosen.version, from: chosen.from } };
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
