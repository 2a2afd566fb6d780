import { getRuntimeConfig } from '@inspection/platform';
import { defaultClient, type Client } from '@inspection/supabase-client';

export interface PresignedUpload {
  uploadUrl: string;
  fileUrl: string;
  /** Where the photo's small variant goes (the report's gallery): `<booking id>/thumbs/<same file>`. */
  thumbnailUploadUrl?: string;
  thumbnailUrl?: string;
}

export const UPLOAD_FAILED = 'Failed to upload images. Please try again.';

/**
 * POST /api/get-s3-presigned-url {fileName, fileType, bookingId, thumbnailType}: where to PUT one photo and its
 * thumbnail, kept under the booking (the storage policies keep an inspector to their own bookings' photos).
 */
export async function presignPhotoUpload(
  file: { name: string; type: string },
  bookingId: string,
  client: Client = defaultClient(),
  backendUrl: string = getRuntimeConfig().backendUrl,
  thumbnailType?: string,
): Promise<PresignedUpload> {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${backendUrl.replace(/\/$/, '')}/api/get-s3-presigned-url`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(data.session ? { authorization: `Bearer ${data.session.access_token}` } : {}),
    },
    body: JSON.stringify({ fileName: file.name, fileType: file.type, bookingId, thumbnailType: thumbnailType ?? file.type }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<PresignedUpload> & { error?: string };
  if (!response.ok || !body.uploadUrl || !body.fileUrl) throw new Error(body.error || UPLOAD_FAILED);
  return body as PresignedUpload;
}

/** PUT of the file with its content type; onProgress gets 0..1 (XHR: fetch cannot report upload progress). */
export function putPhoto(uploadUrl: string, file: Blob, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(UPLOAD_FAILED)));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.send(file);
  });
}

/**
 * Presign then PUT the photo and its thumbnail (the photo itself when none is given, so every photo kept under a
 * booking has one); resolves to the photo's public URL. onProgress gets 0..1 over both.
 */
export async function uploadPhoto(
  file: File,
  bookingId: string,
  onProgress?: (fraction: number) => void,
  client: Client = defaultClient(),
  thumbnail?: Blob,
): Promise<string> {
  const target = await presignPhotoUpload(file, bookingId, client, undefined, (thumbnail ?? file).type);
  const small = target.thumbnailUploadUrl ? (thumbnail ?? file) : null;
  const total = file.size + (small?.size ?? 0);
  const sent = [0, 0];
  const report = (index: number, bytes: number) => {
    sent[index] = bytes;
    onProgress?.(total ? (sent[0] + sent[1]) / total : 1);
  };
  await Promise.all([
    putPhoto(target.uploadUrl, file, (fraction) => report(0, fraction * file.size)),
    small && target.thumbnailUploadUrl ? putPhoto(target.thumbnailUploadUrl, small, (fraction) => report(1, fraction * small.size)) : null,
  ]);
  onProgress?.(1);
  return target.fileUrl;
}
