// `npm run rollback`, `npm run promote` and `npm run releases`: one database call each, no build
// (docs/architecture/releases.md#the-commands).
import type { RemoteName } from '@inspection/build/apps';
import { refusalText, resolveBackend, signInAdmin, type BackendOptions, type AdminSession } from './release-backend';

export interface ReleaseRow {
  version: string;
  status: 'active' | 'canary' | 'retired';
  canary_percent: number | null;
  note: string | null;
  published_by_name: string | null;
  published_at: string;
  activated_at: string | null;
  rolled_back_at: string | null;
}

interface Described {
  version: string;
}

async function asAdmin<T>(options: BackendOptions, work: (session: AdminSession) => Promise<T>): Promise<T> {
  const session = await signInAdmin(await resolveBackend(options));
  try {
    return await work(session);
  } finally {
    await session.client.auth.signOut();
  }
}

/** Rolls back in one write: a canary is withdrawn, else the previous release becomes active again. */
export async function rollback(remote: RemoteName, options: BackendOptions = {}): Promise<string> {
  return asAdmin(options, async ({ client }) => {
    const { data, error } = await client.rpc('rollback_remote_release', { p_remote: remote });
    if (error) throw new Error(`Rolling ${remote} back was refused: ${refusalText(error)}`);
    const { rolled_back: from, active: to } = data as { rolled_back: Described; active: Described | null };
    return `${remote}: rolled back ${from.version}; active: ${to?.version ?? 'none'}`;
  });
}

/** The canary becomes the active release for every session. */
export async function promote(remote: RemoteName, options: BackendOptions = {}): Promise<string> {
  return asAdmin(options, async ({ client }) => {
    const { data, error } = await client.rpc('promote_remote_release', { p_remote: remote });
    if (error) throw new Error(`Promoting ${remote}'s canary was refused: ${refusalText(error)}`);
    return `${remote}: ${(data as Described).version} is active for every session`;
  });
}

export async function listReleases(remote: RemoteName, options: BackendOptions = {}): Promise<ReleaseRow[]> {
  return asAdmin(options, async ({ client }) => {
    const { data, error } = await client
      .from('remote_releases')
      .select('version, status, canary_percent, note, published_by_name, published_at, activated_at, rolled_back_at')
      .eq('remote', remote)
      .order('published_at', { ascending: false })
      .order('version', { ascending: false });
    if (error) throw new Error(`Reading ${remote}'s releases failed: ${refusalText(error)}`);
    return data as ReleaseRow[];
  });
}

const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function statusText(row: ReleaseRow): string {
  if (row.status === 'active') return '* active';
  if (row.status === 'canary') return `~ canary ${row.canary_percent}%`;
  return row.rolled_back_at ? '  rolled back' : '  retired';
}

/** The releases as a text table, newest first: the active one marked `*`, a canary `~` with its share. */
export function formatReleases(remote: RemoteName, rows: ReleaseRow[]): string {
  if (rows.length === 0) return `${remote} has no release: the shell loads it from its runtime config.`;
  const table = [
    ['VERSION', 'STATUS', 'PUBLISHED BY', 'PUBLISHED', 'NOTE'],
    ...rows.map((row) => [row.version, statusText(row), row.published_by_name ?? '', minute(new Date(row.published_at).toISOString()), row.note ?? '']),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  return table.map((line) => line.map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ').trimEnd()).join('\n');
}
