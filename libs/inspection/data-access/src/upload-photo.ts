import { getRuntimeConfig } from '@inspection/auth';
import { defaultClient, type Client } from '@inspection/supabase-client';

export interface PresignedUpload {
  uploadUrl: string;
  fileUrl: string;
}

export const UPLOAD_FAILED = 'Failed to upload images. Please try again.';

/** POST /api/get-s3-presigned-url {fileName, fileType, formId}: where to PUT one photo. */
export async function presignPhotoUpload(
  file: { name: string; type: string },
  formId: string,
  client: Client = defaultClient(),
  backendUrl: string = getRuntimeConfig().backendUrl,
): Promise<PresignedUpload> {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${backendUrl.replace(/\/$/, '')}/api/get-s3-presigned-url`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(data.session ? { authorization: `Bearer ${data.session.access_token}` } : {}),
    },
    body: JSON.stringify({ fileName: file.name, fileType: file.type, formId }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<PresignedUpload> & { error?: string };
  if (!response.ok || !body.uploadUrl || !body.fileUrl) throw new Error(body.error || UPLOAD_FAILED);
  return { uploadUrl: body.uploadUrl, fileUrl: body.fileUrl };
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

/** Presign then PUT; resolves to the photo's public URL. */
export async function uploadPhoto(
  file: File,
  formId: string,
  onProgress?: (fraction: number) => void,
  client: Client = defaultClient(),
): Promise<string> {
  const target = await presignPhotoUpload(file, formId, client);
  await putPhoto(target.uploadUrl, file, onProgress);
  onProgress?.(1);
  return target.fileUrl;
}
