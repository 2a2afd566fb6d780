// Buckets and objects: limits enforced on write, bookkeeping in storage.buckets and
// storage.objects, bytes in an ObjectStore. Each object statement runs as the caller: a request's
// role and JWT claims, so the policies on storage.objects decide (migration 0022), or the server
// itself (start-up, token-signed uploads), which row level security does not restrict.
import { createHash, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/query-interface';
import { withRequestContext } from '../db/request-context';
import type { RequestAuth } from '../db/request-auth';
import type { ObjectStore } from './object-store';
import { StorageHttpError, bucketNotFound, invalidDataError, objectNotFound, photosLocked } from './storage-errors';
import { PHOTO_BUCKET } from '../config';

/** Who a statement runs as: a request (its policies apply) or null for the server itself. */
export type StorageActor = RequestAuth | null;

export interface BucketSettings {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  eTag: string;
}

export interface PutObjectInput {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  contentType: string;
  cacheControl?: string;
  /** Served as `public, max-age=<cacheControl>, immutable` (read-upload.ts). */
  immutable?: boolean;
  owner?: string | null;
  upsert: boolean;
}

/** Rolls back a permission test (the insert was allowed, nothing is kept). */
class Allowed {}

export function createStorageService(db: Database, store: ObjectStore) {
  const buckets = new Map<string, BucketSettings>();

  async function as<T>(actor: StorageActor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await (actor ? withRequestContext(db, actor, fn) : db.transaction(fn));
    } catch (error) {
      throw storageError(error);
    }
  }

  /**
   * A refused write under a booking whose inspection is published says so with its code (the policies refuse it,
   * migration 0162). Asked as the caller, so an inspector learns it only of a booking they read.
   */
  async function refusedWrite(error: unknown, bucketId: string, name: string, actor: StorageActor): Promise<unknown> {
    if (!(error instanceof StorageHttpError) || error.status !== 403 || bucketId !== PHOTO_BUCKET || !actor) return error;
    const { rows } = await withRequestContext(db, actor, (tx) => tx.query(
      `select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part($1, '/', 1)`, [name]));
    return rows.length ? photosLocked() : error;
  }

  // The row a write proposes; without RETURNING, so an insert needs the INSERT policy only
  // (an upsert also needs SELECT and UPDATE, as on hosted Supabase).
  const writeRow = (tx: Queryable, id: string, input: Omit<PutObjectInput, 'bytes' | 'contentType' | 'cacheControl'>, metadata: unknown, onConflict: 'error' | 'nothing' | 'update') =>
    tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values ($1::uuid, $2, $3, $4::uuid, $4, $5::jsonb)${
        onConflict === 'nothing' ? ' on conflict (bucket_id, name) do nothing'
        : onConflict === 'update' ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata,
            owner = coalesce(excluded.owner, storage.objects.owner), owner_id = coalesce(excluded.owner_id, storage.objects.owner_id), updated_at = now()`
        : ''}`,
      [id, input.bucket, input.name, input.owner ?? null, JSON.stringify(metadata)],
    );

  async function bucket(id: string): Promise<BucketSettings> {
    const cached = buckets.get(id);
    if (cached) return cached;
    const { rows } = await db.query<{ id: string; public: boolean; file_size_limit: string | number | null; allowed_mime_types: string[] | null }>(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
      [id],
    );
    if (!rows[0]) throw bucketNotFound();
    const settings: BucketSettings = {
      id: rows[0].id,
      public: rows[0].public,
      fileSizeLimit: rows[0].file_size_limit === null ? null : Number(rows[0].file_size_limit),
      allowedMimeTypes: rows[0].allowed_mime_types,
    };
    buckets.set(id, settings);
    return settings;
  }

  return {
    bucket,

    async ensureBucket(settings: BucketSettings): Promise<void> {
      await db.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4) on conflict (id) do nothing`,
        [settings.id, settings.public, settings.fileSizeLimit, settings.allowedMimeTypes],
      );
      buckets.delete(settings.id);
    },

    async put(input: PutObjectInput, actor: StorageActor): Promise<{ id: string; key: string }> {
      const settings = await bucket(input.bucket);
      checkName(input.name);
      if (settings.fileSizeLimit !== null && input.bytes.byteLength > settings.fileSizeLimit) {
        throw new StorageHttpError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      }
      if (!mimeAllowed(input.contentType, settings.allowedMimeTypes)) {
        throw new StorageHttpError(415, 'invalid_mime_type', `mime type ${input.contentType} is not supported`);
      }
      const eTag = `"${createHash('md5').update(input.bytes).digest('hex')}"`;
      const metadata = {
        eTag,
        size: input.bytes.byteLength,
        mimetype: input.contentType,
        cacheControl: `${input.immutable ? 'public, ' : ''}max-age=${input.cacheControl ?? '3600'}${input.immutable ? ', immutable' : ''}`,
        lastModified: new Date().toISOString(),
        contentLength: input.bytes.byteLength,
        httpStatusCode: 200,
      };
      const id = await as(actor, async (tx) => {
        const newId = randomUUID();
        await writeRow(tx, newId, input, metadata, input.upsert ? 'update' : 'error');
        // The bytes are written only once the policies have accepted the row.
        await store.put(input.bucket, input.name, input.bytes);
        if (!input.upsert) return newId;
        const { rows } = await tx.query<{ id: string }>(
          `select id::text as id from storage.objects where bucket_id = $1 and name = $2`, [input.bucket, input.name]);
        return rows[0]?.id ?? newId;
      }).catch(async (error) => {
        throw await refusedWrite(error, input.bucket, input.name, actor);
      });
      return { id, key: `${input.bucket}/${input.name}` };
    },

    /** Throws 403 unless the caller's policies would let it write this object (nothing is written). */
    async checkUpload(bucketId: string, name: string, actor: StorageActor, upsert: boolean): Promise<void> {
      await bucket(bucketId);
      checkName(name);
      try {
        await as(actor, async (tx) => {
          await writeRow(tx, randomUUID(), { bucket: bucketId, name, upsert }, {}, upsert ? 'update' : 'nothing');
          throw new Allowed();
        });
      } catch (error) {
        if (!(error instanceof Allowed)) throw await refusedWrite(error, bucketId, name, actor);
      }
    },

    /** actor null: the public route, which serves any object of a public bucket without policies. */
    async get(bucketId: string, name: string, actor: StorageActor): Promise<StoredObject> {
      const settings = await bucket(bucketId);
      checkName(name);
      if (!actor && !settings.public) throw bucketNotFound();
      const { rows } = await as(actor, (tx) => tx.query<{ metadata: Record<string, unknown> | null }>(
        `select metadata from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      ));
      if (!rows[0]) throw objectNotFound();
      const bytes = await store.get(bucketId, name);
      if (!bytes) throw objectNotFound();
      const metadata = rows[0].metadata ?? {};
      return {
        bytes,
        contentType: String(metadata.mimetype ?? 'application/octet-stream'),
        cacheControl: servedCacheControl(metadata.cacheControl),
        eTag: String(metadata.eTag ?? ''),
      };
    },

    /** Removes what the caller's policies let it see and delete; answers the names removed. */
    async remove(bucketId: string, names: string[], actor: StorageActor): Promise<string[]> {
      await bucket(bucketId);
      const { rows } = await as(actor, (tx) => tx.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name`,
        [bucketId, names],
      ));
      await Promise.all(rows.map((r) => store.remove(bucketId, r.name)));
      return rows.map((r) => r.name);
    },

    /** A bucket as the caller's policies on storage.buckets show it. */
    async visibleBucket(id: string, actor: StorageActor): Promise<BucketSettings> {
      const { rows } = await as(actor, (tx) => tx.query<{ id: string }>(`select id from storage.buckets where id = $1`, [id]));
      if (!rows[0]) throw bucketNotFound();
      return bucket(id);
    },

    async exists(bucketId: string, name: string): Promise<boolean> {
      const { rows } = await db.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
      return rows.length > 0;
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;

/** Database errors as Supabase Storage answers them. */
function storageError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '42501') return new StorageHttpError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return new StorageHttpError(409, 'Duplicate', 'The resource already exists');
  return invalidDataError(error) ?? error;
}

/** An object stored before cacheControl was checked may hold a value that is no header: it is served with the default. */
function servedCacheControl(stored: unknown): string {
  return typeof stored === 'string' && /^(public, )?max-age=\d{1,10}(, immutable)?$/.test(stored) ? stored : 'max-age=3600';
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(';')[0].trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? base.startsWith(p.slice(0, -1)) : base === p;
  });
}

// Every segment must be a real name: `a//b` or `a/b/` would alias `a/b` on disk.
function checkName(name: string) {
  if (!name || name.split('/').some((part) => part === '' || part === '..' || part === '.') || name.includes('\0')) {
    throw new StorageHttpError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
}
