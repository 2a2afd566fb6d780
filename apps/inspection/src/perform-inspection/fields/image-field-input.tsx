import { lazy, Suspense, useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { annotationsOfPhoto, readAnnotations, type PhotoAnnotation } from '@inspection/shared-domain';
import { Checkbox, Textarea } from '@inspection/ui';
import { imageUrls, MAX_IMAGES_PER_FIELD } from '@inspection/inspection-domain';
import type { UploadProgress, WaitingPreview } from '../photos/use-photo-uploads';
import { errorId, inputId, type FieldInputProps } from './field-props';
import { PhotoThumbnails, RemovePhotoButton } from './photo-thumbnails';

// The editor loads when a photo is annotated, not with the form.
const AnnotationEditor = lazy(() => import('../annotate/annotation-editor').then((module) => ({ default: module.AnnotationEditor })));

interface ImageFieldInputProps extends FieldInputProps {
  uploads: UploadProgress[] | undefined;
  onAddPhotos: (files: File[]) => void;
  /** Photos taken offline, on the device until the connection returns. */
  waiting?: WaitingPreview[];
  onRemoveWaiting?: (id: string) => void;
}

/**
 * Photos of one field: the camera opens directly on a phone or tablet (`capture`), up to 20 photos
 * (one unless the field allows several), thumbnails with remove, and an issue flag with a note.
 */
export function ImageFieldInput({ answerKey, field, answer, onChange, error, readOnly, uploads, onAddPhotos, waiting, onRemoveWaiting }: ImageFieldInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const urls = imageUrls(answer);
  const busy = Boolean(uploads?.length);
  const full = field.allowMultiple && urls.length >= MAX_IMAGES_PER_FIELD;
  const update = (patch: Partial<NonNullable<typeof answer>>) => onChange({ value: urls, score: null, maxScore: null, ...answer, ...patch });
  // The inspector's marks over the photos (stored in the answer, the photo files never change).
  const marks = readAnnotations(answer?.annotations);
  const marksWithout = (url: string): PhotoAnnotation[] => marks.filter((mark) => (mark.photo ?? urls[0]) !== url);
  const [annotating, setAnnotating] = useState<string | null>(null);

  return (
    <div className="space-y-3" aria-describedby={error ? errorId(answerKey) : undefined}>
      {urls.length > 0 && (
        <PhotoThumbnails
          title={field.title}
          urls={urls}
          annotations={marks}
          readOnly={readOnly}
          onRemove={(url) => update({ value: urls.filter((other) => other !== url), annotations: marksWithout(url) })}
          onAnnotate={setAnnotating}
        />
      )}
      {annotating && (
        <Suspense fallback={null}>
          <AnnotationEditor
            src={annotating}
            title={`${field.title} ${urls.indexOf(annotating) + 1}`}
            marks={annotationsOfPhoto(marks, annotating, urls[0])}
            onClose={() => setAnnotating(null)}
            onSave={(photoMarks) => {
              update({ annotations: [...marksWithout(annotating), ...photoMarks.map((mark) => ({ ...mark, photo: annotating }))] });
              setAnnotating(null);
            }}
          />
        </Suspense>
      )}
      {waiting?.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${field.title} photos waiting to upload`}>
          {waiting.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img src={photo.url} alt={`${field.title} waiting ${index + 1}`} className="size-24 rounded-lg border border-dashed border-amber-400 object-cover opacity-80" />
              <span className="absolute inset-x-1 bottom-1 rounded bg-amber-100/90 px-1 text-center text-[10px] font-medium text-amber-800">Waiting to upload</span>
              {!readOnly && onRemoveWaiting && (
                <RemovePhotoButton label={`Remove waiting ${field.title} photo ${index + 1}`} onRemove={() => onRemoveWaiting(photo.id)} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {uploads?.length ? (
        <ul className="space-y-1" aria-label="Uploading photos">
          {uploads.map((item, index) => (
            <li key={`${item.name}-${index}`} className="flex items-center gap-2 text-sm text-slate-600">
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              <progress className="h-2 w-32" max={100} value={Math.round(item.fraction * 100)} aria-label={`Uploading ${item.name}`} />
              <span className="w-10 text-right tabular-nums">{Math.round(item.fraction * 100)}%</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!readOnly && (
        <div>
          <input
            ref={fileInput}
            id={inputId(answerKey)}
            type="file"
            accept="image/*"
            capture="environment"
            multiple={field.allowMultiple}
            className="sr-only"
            // The button below opens it: one Tab stop per photo field, not two.
            tabIndex={-1}
            aria-label={`Add photos to ${field.title}`}
            disabled={busy || full}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              onAddPhotos(files);
            }}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={busy || full}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-slate-400 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            <Camera className="size-5" aria-hidden="true" />
            {busy ? 'Uploading…' : urls.length && !field.allowMultiple ? 'Replace photo' : 'Take or add photos'}
          </button>
          <span className="ml-3 text-xs text-slate-500">
            {field.allowMultiple ? `${urls.length} of ${MAX_IMAGES_PER_FIELD}` : 'One photo'}
          </span>
        </div>
      )}
      {(urls.length > 0 || answer?.isIssue) && (
        <div className="space-y-2 rounded-lg bg-slate-50 p-2">
          <Checkbox
            label="Shows an issue"
            checked={answer?.isIssue === true}
            disabled={readOnly}
            className="min-h-11"
            onChange={(event) => update({ isIssue: event.target.checked })}
          />
          {answer?.isIssue && (
            <Textarea
              aria-label={`${field.title} issue notes`}
              placeholder="Describe the issue"
              value={answer.notes ?? ''}
              readOnly={readOnly}
              rows={2}
              onChange={(event) => update({ notes: event.target.value })}
            />
          )}
        </div>
      )}
    </div>
  );
}
