// The buckets the product needs, created at start when missing, and the demo photos.
import { DEMO_BUCKET, LOGO_BUCKET, LOGO_SIZE_LIMIT, PHOTO_BUCKET, PHOTO_SIZE_LIMIT, RELEASE_FILE_SIZE_LIMIT, RELEASE_MIME_TYPES, RELEASES_BUCKET } from '../config';
import { demoPhotos } from '../demo/demo-photos';
import type { StorageService } from './storage-service';

export async function installBuckets(storage: StorageService): Promise<void> {
  await storage.ensureBucket({ id: PHOTO_BUCKET, public: true, fileSizeLimit: PHOTO_SIZE_LIMIT, allowedMimeTypes: ['image/*'] });
  await storage.ensureBucket({ id: DEMO_BUCKET, public: true, fileSizeLimit: PHOTO_SIZE_LIMIT, allowedMimeTypes: ['image/svg+xml'] });
  await storage.ensureBucket({ id: LOGO_BUCKET, public: true, fileSizeLimit: LOGO_SIZE_LIMIT, allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'] });
  await storage.ensureBucket({ id: RELEASES_BUCKET, public: true, fileSizeLimit: RELEASE_FILE_SIZE_LIMIT, allowedMimeTypes: RELEASE_MIME_TYPES });
  const encoder = new TextEncoder();
  for (const photo of demoPhotos()) {
    await storage.put({ bucket: DEMO_BUCKET, name: photo.name, bytes: encoder.encode(photo.svg), contentType: 'image/svg+xml', cacheControl: '86400', upsert: true }, null);
  }
}
