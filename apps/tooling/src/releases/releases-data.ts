// The remotes' releases (public.remote_releases, admins read; docs/architecture/releases.md) and the two changes an
// admin makes from /releases: roll back (a canary is withdrawn, else the previous release is active again) and
// promote a canary. Both are the database's functions, one write each, as `npm run rollback` uses.
import { defaultClient, type Client } from '@inspection/supabase-client';

export type ReleaseStatus = 'active' | 'canary' | 'retired';

export interface RemoteRelease {
  id: string;
  remote: string;
  version: string;
  status: ReleaseStatus;
  canaryPercent: number | null;
  note: string | null;
  publishedByName: string | null;
  publishedAt: string;
  activatedAt: string | null;
  rolledBackAt: string | null;
}

export interface RemoteReleaseGroup {
  remote: string;
  releases: RemoteRelease[];
  active?: RemoteRelease;
  canary?: RemoteRelease;
  /** The last known good: the most recently active release that was not rolled back. */
  previous?: RemoteRelease;
  /** Roll back is possible: a canary to withdraw, or an earlier release to go back to. */
  canRollBack: boolean;
}

const COLUMNS = 'id, remote, version, status, canary_percent, note, published_by_name, published_at, activated_at, rolled_back_at';

export async function listReleases(client: Client = defaultClient()): Promise<RemoteRelease[]> {
  const { data, error } = await client.from('remote_releases').select(COLUMNS).order('remote').order('published_at', { ascending: false });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    id: row.id,
    remote: row.remote,
    version: row.version,
    status: row.status as ReleaseStatus,
    canaryPercent: row.canary_percent,
    note: row.note,
    publishedByName: row.published_by_name,
    publishedAt: row.published_at,
    activatedAt: row.activated_at,
    rolledBackAt: row.rolled_back_at,
  }));
}

/** Each remote's releases, newest first, and what an admin can do with them (rollback_remote_release's rule). */
export function groupReleases(releases: readonly RemoteRelease[]): RemoteReleaseGroup[] {
  const byRemote = new Map<string, RemoteRelease[]>();
  for (const release of releases) byRemote.set(release.remote, [...(byRemote.get(release.remote) ?? []), release]);
  return [...byRemote].map(([remote, list]) => {
    const active = list.find((release) => release.status === 'active');
    const canary = list.find((release) => release.status === 'canary');
    const previous = list
      .filter((release) => release.status === 'retired' && !release.rolledBackAt && release.activatedAt)
      .sort((a, b) => (b.activatedAt ?? '').localeCompare(a.activatedAt ?? ''))[0];
    return { remote, releases: list, active, canary, previous, canRollBack: Boolean(canary || (active && previous)) };
  });
}

export async function rollBackRelease(remote: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.rpc('rollback_remote_release', { p_remote: remote });
  if (error) throw error;
}

export async function promoteRelease(remote: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.rpc('promote_remote_release', { p_remote: remote });
  if (error) throw error;
}
