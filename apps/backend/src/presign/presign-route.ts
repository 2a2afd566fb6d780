// POST /api/get-s3-presigned-url {fileName, fileType, bookingId, thumbnailType?} → {uploadUrl, fileUrl,
// thumbnailUploadUrl, thumbnailUrl}: expiring PUT URLs for one inspection photo and its small variant (the report's
// gallery), on this backend's storage or on real S3. The photo is kept under its booking (`<booking id>/...`, the
// thumbnail under `<booking id>/thumbs/` with the same file name), so the storage policies can keep an inspector to
// the photos of their own bookings (migration 0082). The older body {fileName, fileType, formId} still answers
// {uploadUrl, fileUrl} under `inspections/<form id>/` (no thumbnail), which only admins and office staff may write.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { PHOTO_BUCKET, SIGNED_UPLOAD_SECONDS } from '../config';
import type { AppEnv } from '../app-env';
import type { UploadTokens } from '../storage/upload-tokens';
import type { StorageService } from '../storage/storage-service';
import { StorageHttpError } from '../storage/storage-errors';
import { presignS3Put, type S3Settings } from './s3-presign';

const ALLOWED_TYPE = /^image\/[a-z0-9.+-]+$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Target {
  key: string;
  type: string;
}

export function presignRoute(storage: StorageService, tokens: UploadTokens, publicUrl: () => string, s3?: S3Settings) {
  return async (c: Context<AppEnv>) => {
    const auth = c.get('auth');
    if (c.get('tokenProblem') || !c.get('bearer') || !auth || auth.role === 'anon') {
      return c.json({ error: 'Unauthorized: sign in to upload photos' }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const fileName = typeof body?.fileName === 'string' ? body.fileName.trim() : '';
    const fileType = typeof body?.fileType === 'string' ? body.fileType.trim() : '';
    const formId = typeof body?.formId === 'string' || typeof body?.formId === 'number' ? String(body.formId).trim() : '';
    const bookingId = typeof body?.bookingId === 'string' ? body.bookingId.trim().toLowerCase() : '';
    const thumbnailType = typeof body?.thumbnailType === 'string' ? body.thumbnailType.trim() : fileType;
    if (!fileName || !fileType || !(bookingId || formId)) return c.json({ error: 'fileName, fileType and bookingId are required' }, 400);
    if (bookingId && !UUID.test(bookingId)) return c.json({ error: 'bookingId must be a booking id' }, 400);
    for (const type of bookingId ? [fileType, thumbnailType] : [fileType]) {
      if (!ALLOWED_TYPE.test(type)) return c.json({ error: `File type ${type} is not allowed; only images can be uploaded` }, 400);
      // An SVG can carry script: never signed for upload.
      if (/^image\/svg\+xml$/i.test(type)) return c.json({ error: 'File type image/svg+xml is not allowed; upload a JPEG, PNG, WebP, HEIC or GIF photo' }, 400);
    }

    const file = `${Date.now()}-${randomUUID().slice(0, 8)}-${safeSegment(fileName)}`;
    const targets: Target[] = bookingId
      ? [{ key: `${bookingId}/${file}`, type: fileType }, { key: `${bookingId}/thumbs/${file}`, type: thumbnailType }]
      : [{ key: `inspections/${safeSegment(formId)}/${file}`, type: fileType }];
    // The insert policy on storage.objects decides, here, before anything is signed (the PUT then
    // writes as the server, as a token-signed upload does on hosted Supabase).
    try {
      for (const target of targets) await storage.checkUpload(PHOTO_BUCKET, target.key, auth, false);
    } catch (error) {
      // A submitted inspection's photos are locked for everyone, admins too: said as such, with its code.
      if (error instanceof StorageHttpError && error.code) return c.json({ error: error.message, code: error.code }, 403);
      if (error instanceof StorageHttpError && error.status === 403) {
        return c.json({ error: bookingId ? 'Forbidden: you can upload photos only to your own inspections' : 'Forbidden: only staff can upload photos' }, 403);
      }
      throw error;
    }
    const owner = typeof auth.claims.sub === 'string' ? auth.claims.sub : undefined;
    const base = `${publicUrl()}/storage/v1`;
    const signed = await Promise.all(targets.map(async ({ key, type }) => {
      if (s3) return presignS3Put(s3, key, type, SIGNED_UPLOAD_SECONDS);
      const token = await tokens.sign(PHOTO_BUCKET, key, owner);
      return { uploadUrl: `${base}/upload/sign/${PHOTO_BUCKET}/${key}?token=${token}`, fileUrl: `${base}/object/public/${PHOTO_BUCKET}/${key}` };
    }));
    const [photo, thumbnail] = signed;
    return c.json(thumbnail ? { ...photo, thumbnailUploadUrl: thumbnail.uploadUrl, thumbnailUrl: thumbnail.fileUrl } : photo);
  };
}

function safeSegment(value: string): string {
  const cleaned = value.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return cleaned.slice(0, 120) || 'file';
}
