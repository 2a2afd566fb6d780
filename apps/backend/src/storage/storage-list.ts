// POST /storage/v1/object/list/<bucket> {prefix, limit, offset, sortBy, search}: supabase-js `list()`. One level of
// the bucket under the prefix: its objects, and each deeper folder once (id null), as Supabase Storage answers. The
// statement runs as the caller, so the select policies on storage.objects decide what is listed.
import type { Database } from '../db/query-interface';
import { withRequestContext } from '../db/request-context';
import type { RequestAuth } from '../db/request-auth';
import { refuseNul, StorageHttpError } from './storage-errors';

export interface ListOptions {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

export interface ListedObject {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORTABLE = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

export async function listObjects(db: Database, bucket: string, options: ListOptions, actor: RequestAuth): Promise<ListedObject[]> {
  const raw = typeof options.prefix === 'string' ? refuseNul(options.prefix, 'prefix').replace(/^\/+/, '') : '';
  const prefix = raw && !raw.endsWith('/') ? `${raw}/` : raw;
  const limit = Math.min(Math.max(wholeNumber(options.limit, 'limit') ?? 100, 1), 1000);
  const offset = wholeNumber(options.offset, 'offset') ?? 0;
  const search = typeof options.search === 'string' ? refuseNul(options.search, 'search') : '';
  const column = typeof options.sortBy?.column === 'string' && SORTABLE.has(options.sortBy.column) ? options.sortBy.column : 'name';
  const order = String(options.sortBy?.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  const { rows } = await withRequestContext(db, actor, (tx) => tx.query<ListedObject>(
    `with level as (
       select split_part(substr(o.name, length($2) + 1), '/', 1) as entry,
              position('/' in substr(o.name, length($2) + 1)) > 0 as folder,
              o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
         from storage.objects o
        where o.bucket_id = $1 and left(o.name, length($2)) = $2
     )
     select entry as name, id::text as id, updated_at, created_at, last_accessed_at, metadata from level where not folder
       and ($3 = '' or entry ilike '%' || $3 || '%')
     union all
     select distinct entry, null, null::timestamptz, null::timestamptz, null::timestamptz, null::jsonb from level where folder
       and ($3 = '' or entry ilike '%' || $3 || '%')
     order by ${column === 'name' ? 'name' : `${column} nulls first, name`} ${order}
     limit $4 offset $5`,
    [bucket, prefix, search, limit, offset],
  ));
  return rows;
}

/** A list's limit or offset: absent, or a whole number from 0 to 2^53 - 1 (as a number or digits), else 400. */
function wholeNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new StorageHttpError(400, 'InvalidRequest', `${what} must be a whole number from 0`);
  }
  return parsed;
}
