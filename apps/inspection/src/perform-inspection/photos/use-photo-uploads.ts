// Photos of an image field: each resized, presigned and PUT with its own progress; the field
// changes only when every photo of the batch arrived, then the answer is saved at once. Each photo goes up with a
// 400 px thumbnail (the report's gallery), both kept under the booking. Photos taken while offline wait on the
// device (IndexedDB) and are uploaded when the connection returns.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type EditorField } from '@inspection/forms-template-model';
import { imageUrls, MAX_IMAGES_PER_FIELD, type FieldAnswer } from '@inspection/inspection-domain';
import { UPLOAD_FAILED, uploadPhoto } from '@inspection/inspection-data-access';
import { toast } from '@inspection/ui';
import { readWaitingPhotos, writeWaitingPhotos, type WaitingPhoto } from '../offline/device-store';
import { makeThumbnail, resizeImage } from './resize-image';

export interface UploadProgress {
  name: string;
  /** 0..1 */
  fraction: number;
}

/** A photo on the device waiting for the connection, with a preview URL. */
export interface WaitingPreview {
  id: string;
  url: string;
}

export const PHOTO_MESSAGES = {
  invalidFile: 'Invalid file data. Please try again.',
  uploadFailed: UPLOAD_FAILED,
  updated: 'Images updated successfully',
  updateFailed: 'Failed to update images. Please try again.',
  tooMany: `An image field holds at most ${MAX_IMAGES_PER_FIELD} images`,
} as const;

interface Options {
  bookingId: string;
  answerOf: (key: string) => FieldAnswer | undefined;
  setAnswer: (key: string, answer: FieldAnswer) => void;
  save: () => Promise<'saved' | 'nothing' | 'failed' | 'conflict'>;
  upload?: typeof uploadPhoto;
  resize?: typeof resizeImage;
  thumbnail?: typeof makeThumbnail;
}

export function usePhotoUploads({
  bookingId, answerOf, setAnswer, save, upload = uploadPhoto, resize = resizeImage, thumbnail = makeThumbnail,
}: Options) {
  const [uploads, setUploads] = useState<Record<string, UploadProgress[]>>({});
  const [waiting, setWaiting] = useState<WaitingPhoto[]>([]);
  const waitingRef = useRef<WaitingPhoto[]>([]);
  const sending = useRef(false);

  const setQueue = useCallback(
    (list: WaitingPhoto[]) => {
      waitingRef.current = list;
      setWaiting(list);
      void writeWaitingPhotos(bookingId, list);
    },
    [bookingId],
  );

  /** Uploads the photos waiting on the device, in order; stops at the first failure. */
  const sendWaiting = useCallback(async () => {
    if (sending.current || !waitingRef.current.length || !navigator.onLine) return;
    sending.current = true;
    const latest = new Map<string, string[]>();
    try {
      for (const photo of [...waitingRef.current]) {
        let url: string;
        try {
          const file = new File([photo.blob], photo.name, { type: photo.type });
          url = await upload(file, bookingId, undefined, undefined, await thumbnail(file));
        } catch {
          break;
        }
        const current = latest.get(photo.key) ?? imageUrls(answerOf(photo.key));
        const urls = photo.multiple ? [...current, url] : [url];
        latest.set(photo.key, urls);
        setAnswer(photo.key, { ...answerOf(photo.key), value: urls, score: null, maxScore: null });
        setQueue(waitingRef.current.filter((other) => other.id !== photo.id));
      }
      if (latest.size) await save();
    } finally {
      sending.current = false;
    }
  }, [answerOf, bookingId, save, setAnswer, setQueue, thumbnail, upload]);

  useEffect(() => {
    let cancelled = false;
    void readWaitingPhotos(bookingId).then((list) => {
      if (cancelled || !list.length) return;
      waitingRef.current = list;
      setWaiting(list);
      void sendWaiting();
    });
    const onOnline = () => void sendWaiting();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [bookingId, sendWaiting]);

  const addPhotos = useCallback(
    async (key: string, field: EditorField, files: File[]) => {
      if (!files.length) return;
      if (files.some((file) => !file.type.startsWith('image/') || file.size === 0)) {
        toast.error(PHOTO_MESSAGES.invalidFile);
        return;
      }
      const current = imageUrls(answerOf(key));
      const kept = field.allowMultiple ? current : [];
      const alreadyWaiting = field.allowMultiple ? waitingRef.current.filter((photo) => photo.key === key).length : 0;
      const room = MAX_IMAGES_PER_FIELD - kept.length - alreadyWaiting;
      const chosen = (field.allowMultiple ? files : files.slice(0, 1)).slice(0, Math.max(room, 0));
      if (chosen.length < (field.allowMultiple ? files.length : 1)) toast.error(PHOTO_MESSAGES.tooMany);
      if (!chosen.length) return;

      if (!navigator.onLine) {
        const resized = await Promise.all(chosen.map((file) => resize(file)));
        const others = field.allowMultiple ? waitingRef.current : waitingRef.current.filter((photo) => photo.key !== key);
        setQueue([
          ...others,
          ...resized.map((file) => ({
            id: globalThis.crypto.randomUUID(),
            key,
            name: file.name,
            type: file.type,
            multiple: field.allowMultiple,
            blob: file,
          })),
        ]);
        return;
      }

      const progress = chosen.map((file) => ({ name: file.name, fraction: 0 }));
      const report = (index: number, fraction: number) =>
        setUploads((all) => ({
          ...all,
          [key]: (all[key] ?? progress).map((item, i) => (i === index ? { ...item, fraction } : item)),
        }));
      setUploads((all) => ({ ...all, [key]: progress }));
      let urls: string[];
      try {
        urls = await Promise.all(
          chosen.map(async (file, index) => {
            const photo = await resize(file);
            return upload(photo, bookingId, (fraction) => report(index, fraction), undefined, await thumbnail(photo));
          }),
        );
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : PHOTO_MESSAGES.uploadFailed);
        return;
      } finally {
        setUploads((all) => {
          const { [key]: _done, ...rest } = all;
          return rest;
        });
      }
      const answer = answerOf(key);
      setAnswer(key, { ...answer, value: [...kept, ...urls], score: null, maxScore: null });
      const saved = await save();
      if (saved === 'failed') toast.error(PHOTO_MESSAGES.updateFailed);
      else toast.success(PHOTO_MESSAGES.updated);
    },
    [answerOf, bookingId, save, setAnswer, setQueue, upload, resize, thumbnail],
  );

  const removeWaiting = useCallback(
    (id: string) => setQueue(waitingRef.current.filter((photo) => photo.id !== id)),
    [setQueue],
  );

  // Preview URLs of the waiting photos, per field, released when the list changes.
  const previews = useMemo(() => {
    const byKey: Record<string, WaitingPreview[]> = {};
    for (const photo of waiting) (byKey[photo.key] ??= []).push({ id: photo.id, url: URL.createObjectURL(photo.blob) });
    return byKey;
  }, [waiting]);
  useEffect(() => () => Object.values(previews).flat().forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  return { uploads, addPhotos, waiting: previews, waitingCount: waiting.length, removeWaiting, sendWaiting };
}
