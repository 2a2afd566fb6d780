// Buckets and objects: limits enforced on write, bookkeeping in storage.buckets and
// storage.objects, bytes in an ObjectStore.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { ObjectStore } from './object-store';
import { StorageHttpError, bucketNotFound, objectNotFound } from './storage-errors';

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
  owner?: string | null;
  upsert: boolean;
}

export function createStorageService(db: Database, store: ObjectStore) {
  const buckets = new Map<string, BucketSettings>();

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

    async put(input: PutObjectInput): Promise<{ id: string; key: string }> {
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
        cacheControl: `max-age=${input.cacheControl ?? '3600'}`,
        lastModified: new Date().toISOString(),
        contentLength: input.bytes.byteLength,
        httpStatusCode: 200,
      };
      const id = await db.transaction(async (tx) => {
        const existing = await tx.query<{ id: string }>(
          `select id::text as id from storage.objects where bucket_id = $1 and name = $2 for update`,
          [input.bucket, input.name],
        );
        if (existing.rows[0]) {
          if (!input.upsert) throw new StorageHttpError(409, 'Duplicate', 'The resource already exists');
          await tx.query(`update storage.objects set metadata = $2::jsonb, owner = coalesce($3::uuid, owner), updated_at = now() where id = $1::uuid`, [
            existing.rows[0].id,
            JSON.stringify(metadata),
            input.owner ?? null,
          ]);
          await store.put(input.bucket, input.name, input.bytes);
          return existing.rows[0].id;
        }
        const newId = randomUUID();
        await tx.query(`insert into storage.objects (id, bucket_id, name, owner, metadata) values ($1::uuid, $2, $3, $4::uuid, $5::jsonb)`, [
          newId,
          input.bucket,
          input.name,
          input.owner ?? null,
          JSON.stringify(metadata),
        ]);
        await store.put(input.bucket, input.name, input.bytes);
        return newId;
      });
      return { id, key: `${input.bucket}/${input.name}` };
    },

    async get(bucketId: string, name: string, { publicOnly }: { publicOnly: boolean }): Promise<StoredObject> {
      const settings = await bucket(bucketId);
      if (publicOnly && !settings.public) throw bucketNotFound();
      const { rows } = await db.query<{ metadata: Record<string, unknown> | null }>(
        `select metadata from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      );
      if (!rows[0]) throw objectNotFound();
      const bytes = await store.get(bucketId, name);
      if (!bytes) throw objectNotFound();
      const metadata = rows[0].metadata ?? {};
      return {
        bytes,
        contentType: String(metadata.mimetype ?? 'application/octet-stream'),
        cacheControl: String(metadata.cacheControl ?? 'max-age=3600'),
        eTag: String(metadata.eTag ?? ''),
      };
    },

    async remove(bucketId: string, names: string[]): Promise<string[]> {
      await bucket(bucketId);
      const { rows } = await db.query<{ name: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name`,
        [bucketId, names],
      );
      await Promise.all(rows.map((r) => store.remove(bucketId, r.name)));
      return rows.map((r) => r.name);
    },

    async exists(bucketId: string, name: string): Promise<boolean> {
      const { rows } = await db.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
      return rows.length > 0;
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;

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
