// Photos of an image field: each resized, presigned and PUT with its own progress; the field
// changes only when every photo of the batch arrived, then the answer is saved at once.
import { useCallback, useState } from 'react';
import { imageUrls, MAX_IMAGES_PER_FIELD, type EditorField, type FieldAnswer } from '@inspection/domain';
import { UPLOAD_FAILED, uploadPhoto } from '@inspection/data';
import { toast } from '@inspection/ui';
import { resizeImage } from './resize-image';

export interface UploadProgress {
  name: string;
  /** 0..1 */
  fraction: number;
}

export const PHOTO_MESSAGES = {
  invalidFile: 'Invalid file data. Please try again.',
  uploadFailed: UPLOAD_FAILED,
  updated: 'Images updated successfully',
  updateFailed: 'Failed to update images. Please try again.',
  tooMany: `An image field holds at most ${MAX_IMAGES_PER_FIELD} images`,
} as const;

interface Options {
  formId: string;
  answerOf: (key: string) => FieldAnswer | undefined;
  setAnswer: (key: string, answer: FieldAnswer) => void;
  save: () => Promise<'saved' | 'nothing' | 'failed'>;
  upload?: typeof uploadPhoto;
  resize?: typeof resizeImage;
}

export function usePhotoUploads({ formId, answerOf, setAnswer, save, upload = uploadPhoto, resize = resizeImage }: Options) {
  const [uploads, setUploads] = useState<Record<string, UploadProgress[]>>({});

  const addPhotos = useCallback(
    async (key: string, field: EditorField, files: File[]) => {
      if (!files.length) return;
      if (files.some((file) => !file.type.startsWith('image/') || file.size === 0)) {
        toast.error(PHOTO_MESSAGES.invalidFile);
        return;
      }
      const current = imageUrls(answerOf(key));
      const kept = field.allowMultiple ? current : [];
      const room = MAX_IMAGES_PER_FIELD - kept.length;
      const chosen = (field.allowMultiple ? files : files.slice(0, 1)).slice(0, Math.max(room, 0));
      if (chosen.length < (field.allowMultiple ? files.length : 1)) toast.error(PHOTO_MESSAGES.tooMany);
      if (!chosen.length) return;

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
          chosen.map(async (file, index) => upload(await resize(file), formId, (fraction) => report(index, fraction))),
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
    [answerOf, formId, save, setAnswer, upload, resize],
  );

  return { uploads, addPhotos };
}
