// Reads an upload body the way supabase-js sends it: multipart (Blob/File bodies, with a
// cacheControl field) or raw bytes with Content-Type. A body that is not the multipart form its
// Content-Type announces is the client's error (400), not the server's; so is a cacheControl that is not seconds.
import { StorageHttpError } from './storage-errors';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl?: string;
  /** A raw upload sent `Cache-Control: public, max-age=<n>, immutable` (a release's files, docs/architecture/releases.md). */
  immutable?: boolean;
}

export async function readUpload(request: Request): Promise<UploadBody> {
  const type = request.headers.get('content-type') ?? 'application/octet-stream';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const form = await readForm(request);
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value as File;
        break;
      }
    }
    if (!file) return { bytes: new Uint8Array(), contentType: 'application/octet-stream' };
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: typeof cacheControl === 'string' ? seconds(cacheControl) : undefined,
    };
  }
  const header = request.headers.get('cache-control') ?? '';
  const cacheHeader = header.match(/max-age=(\d{1,10})\b/);
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: type,
    cacheControl: cacheHeader?.[1],
    ...(IMMUTABLE.test(header) ? { immutable: true } : {}),
  };
}

// Hosted Supabase stores a raw upload's Cache-Control header as given; this one form beyond max-age is kept whole.
const IMMUTABLE = /^public, max-age=\d{1,10}, immutable$/;

/**
 * supabase-js's cacheControl is a number of seconds, stored as `max-age=<n>` and served as the Cache-Control header:
 * anything but digits (a CR/LF that would split the header, a directive) is refused, never stored.
 */
function seconds(value: string): string {
  if (!/^\d{1,10}$/.test(value)) throw new StorageHttpError(400, 'InvalidRequest', 'cacheControl must be a number of seconds');
  return value;
}

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new StorageHttpError(400, 'InvalidRequest', 'The body is not a valid multipart/form-data form');
  }
}
