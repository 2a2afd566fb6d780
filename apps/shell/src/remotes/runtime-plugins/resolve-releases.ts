// Federation runtime plugin (beforeRequest) and the recovery of a failed release (called by load-failure-screen's
// errorLoadRemote). Before a remote's first load on this page, points it at the build chosen from its releases
// (releases/remote-releases.ts: the canary for its share of sessions, else the active release; the runtime config's
// address when it has none). The choice is made once per remote and page: a page already open keeps its build
// until reload, and the remotes not loaded yet are left as registered. When the chosen build fails to load (its
// manifest answers 404, its entry fails), the next one is loaded instead (the release before it, then the runtime
// config's build) and the fallback is reported (releases/release-fallbacks.ts). See docs/architecture/releases.md.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { releaseCandidates, type ReleaseCandidate, type RemoteReleases } from '../releases/remote-releases';
import { reportReleaseFallback, type ReleaseFallback } from '../releases/release-fallbacks';
import { isLoadFailure } from './load-failure-screen';

type Host = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeRequest']>>[0]['origin'];

export interface ResolveReleasesOptions {
  /** The page's one answer of get_remote_releases. */
  releases: () => Promise<RemoteReleases>;
  /** The session's canary bucket (releases/release-bucket.ts). */
  bucket: () => string;
  onFallback?: (fallback: ReleaseFallback) => void;
}

interface Choice {
  candidates: ReleaseCandidate[];
  /** The candidate loaded now. */
  index: number;
  reported: boolean;
}

export interface FailedLoad {
  id: string;
  origin: Host;
}

/** The remote (of those registered) that `id` ('crm/ContactsPage', or 'crm') belongs to. */
const remoteOf = (id: string, names: string[]) => names.find((name) => id === name || id.startsWith(`${name}/`));

export function resolveReleases({ releases, bucket, onFallback = reportReleaseFallback }: ResolveReleasesOptions) {
  const choices = new Map<string, Choice>();
  /** Per module id, the candidate its last load asked for. */
  const requested = new Map<string, number>();

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'resolve-releases',
    async beforeRequest(args) {
      const remotes = args.options.remotes;
      const name = remoteOf(args.id, remotes.map((remote) => remote.name));
      if (name && !choices.has(name)) {
        const start = performance.now();
        const answer = await releases();
        // What resolving cost this remote's first load: the wait for the answer (docs/architecture/releases.md#what-it-costs).
        performance.measure?.(`resolve-releases:${name}`, { start, end: performance.now() });
        const remote = remotes.find((candidate) => candidate.name === name);
        if (!choices.has(name) && remote && 'entry' in remote) {
          const candidates = releaseCandidates(name, answer[name], remote.entry, bucket());
          choices.set(name, { candidates, index: 0, reported: false });
          // Not loaded yet, so nothing is cached under the old address: pointing the registered remote elsewhere is
          // enough (registering it again with `force` would warn in every page's console).
          remote.entry = candidates[0].url;
        }
      }
      const choice = name ? choices.get(name) : undefined;
      if (choice) requested.set(args.id, choice.index);
      return args;
    },
  };

  /** Loads `id` from the next build when the one chosen failed; undefined when there is none left. */
  async function recover({ id, origin }: FailedLoad): Promise<unknown> {
    const name = remoteOf(id, [...choices.keys()]);
    const choice = name ? choices.get(name) : undefined;
    if (!name || !choice) return undefined;
    // Another screen of the same remote may have moved on already: then only load again.
    if ((requested.get(id) ?? choice.index) === choice.index) {
      if (choice.index >= choice.candidates.length - 1) return undefined;
      choice.index += 1;
      origin.registerRemotes([{ name, entry: choice.candidates[choice.index].url }], { force: true });
    }
    const loaded = await origin.loadRemote(id);
    if (!isLoadFailure(loaded) && !choice.reported) {
      choice.reported = true;
      onFallback({ remote: name, failed: choice.candidates[0].version, loaded: choice.candidates[choice.index].version });
    }
    return loaded;
  }

  return { plugin, recover };
}
