// Which build of each remote this page loads (docs/architecture/releases.md#how-the-shell-picks-a-release). The backend
// keeps every remote's releases and answers, in one anonymous call (get_remote_releases), each remote's active
// release, its canary and share, and the release before the active one. A remote with no release is absent: it is
// loaded from the runtime config's address, as before releases existed. Only plain code: the entry runs it before
// the federation's shared modules are ready.

export interface ReleasePointer {
  version: string;
  manifestUrl: string;
}

export interface CanaryPointer extends ReleasePointer {
  /** Share of sessions that get the canary, 0-100. */
  percent: number;
}

export interface RemoteReleaseSet {
  active?: ReleasePointer;
  canary?: CanaryPointer;
  previous?: ReleasePointer;
}

export type RemoteReleases = Record<string, RemoteReleaseSet>;

/** A build the shell may load for a remote: a release, or the runtime config's build (version null). */
export interface ReleaseCandidate {
  version: string | null;
  url: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(value: unknown): ReleasePointer | undefined {
  if (!isObject(value) || typeof value.version !== 'string' || typeof value.manifest_url !== 'string') return undefined;
  if (!/^https?:\/\//.test(value.manifest_url)) return undefined;
  return { version: value.version, manifestUrl: value.manifest_url };
}

/** get_remote_releases' answer, keeping only well-formed pointers; anything else reads as "no release". */
export function parseRemoteReleases(value: unknown): RemoteReleases {
  if (!isObject(value)) return {};
  const releases: RemoteReleases = {};
  for (const [remote, set] of Object.entries(value)) {
    if (!isObject(set)) continue;
    const active = pointer(set.active);
    const canaryPointer = pointer(set.canary);
    const percent = isObject(set.canary) ? Number(set.canary.percent) : NaN;
    const canary = canaryPointer && percent > 0 ? { ...canaryPointer, percent: Math.min(percent, 100) } : undefined;
    const previous = pointer(set.previous);
    if (active || canary) releases[remote] = { active, canary, previous };
  }
  return releases;
}

/** FNV-1a, 32 bits, as a fraction in [0, 1): the same text always lands in the same place. */
export function hashFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

/**
 * Whether the session holding `bucket` gets `remote`'s canary. Hashed with the remote and the canary's version, so
 * the canary people differ from remote to remote and from one canary to the next, but one person never flips while a
 * canary lasts; raising the share only adds people.
 */
export function inCanary(bucket: string, remote: string, canary: CanaryPointer): boolean {
  return hashFraction(`${bucket}:${remote}:${canary.version}`) * 100 < canary.percent;
}

/**
 * The builds to try for `remote`, best first: the canary (for its share of sessions), the active release, the one
 * before it, and last the runtime config's build. Each one is loaded only when the one before it failed.
 */
export function releaseCandidates(remote: string, set: RemoteReleaseSet | undefined, configUrl: string, bucket: string): ReleaseCandidate[] {
  const list: ReleaseCandidate[] = [];
  const add = (candidate: ReleaseCandidate) => list.some((known) => known.url === candidate.url) || list.push(candidate);
  if (set?.canary && inCanary(bucket, remote, set.canary)) add({ version: set.canary.version, url: set.canary.manifestUrl });
  if (set?.active) add({ version: set.active.version, url: set.active.manifestUrl });
  if (set?.previous) add({ version: set.previous.version, url: set.previous.manifestUrl });
  add({ version: null, url: configUrl });
  return list;
}

/** The runtime config's remotes with each one's first choice: what this page loads unless that fails. */
export function resolvedAddresses(remotes: Record<string, string>, releases: RemoteReleases, bucket: string): Record<string, string> {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, releaseCandidates(name, releases[name], url, bucket)[0].url]));
}
