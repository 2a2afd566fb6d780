// POST /api/get-s3-presigned-url {fileName, fileType, formId} → {uploadUrl, fileUrl}: an
// expiring PUT URL for one inspection photo, on this backend's storage or on real S3.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { PHOTO_BUCKET, SIGNED_UPLOAD_SECONDS } from '../config';
import type { AppEnv } from '../http/app-env';
import type { UploadTokens } from '../storage/upload-tokens';
import type { StorageService } from '../storage/storage-service';
import { StorageHttpError } from '../storage/storage-errors';
import { presignS3Put, type S3Settings } from './s3-presign';

const ALLOWED_TYPE = /^image\/[a-z0-9.+-]+$/i;

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
    if (!fileName || !fileType || !formId) return c.json({ error: 'fileName, fileType and formId are required' }, 400);
    if (!ALLOWED_TYPE.test(fileType)) return c.json({ error: `File type ${fileType} is not allowed; only images can be uploaded` }, 400);
    // An SVG can carry script: never signed for upload.
    if (/^image\/svg\+xml$/i.test(fileType)) return c.json({ error: 'File type image/svg+xml is not allowed; upload a JPEG, PNG, WebP, HEIC or GIF photo' }, 400);

    const key = `inspections/${safeSegment(formId)}/${Date.now()}-${randomUUID().slice(0, 8)}-${safeSegment(fileName)}`;
    // The insert policy on storage.objects decides, here, before anything is signed (the PUT then
    // writes as the server, as a token-signed upload does on hosted Supabase).
    try {
      await storage.checkUpload(PHOTO_BUCKET, key, auth, false);
    } catch (error) {
      if (error instanceof StorageHttpError && error.status === 403) return c.json({ error: 'Forbidden: only staff can upload photos' }, 403);
      throw error;
    }
    if (s3) return c.json(presignS3Put(s3, key, fileType, SIGNED_UPLOAD_SECONDS));

    const owner = typeof auth.claims.sub === 'string' ? auth.claims.sub : undefined;
    const token = await tokens.sign(PHOTO_BUCKET, key, owner);
    const base = `${publicUrl()}/storage/v1`;
    return c.json({
      uploadUrl: `${base}/upload/sign/${PHOTO_BUCKET}/${key}?token=${token}`,
      fileUrl: `${base}/object/public/${PHOTO_BUCKET}/${key}`,
    });
  };
}

function safeSegment(value: string): string {
  const cleaned = value.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return cleaned.slice(0, 120) || 'file';
}
