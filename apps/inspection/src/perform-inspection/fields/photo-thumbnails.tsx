// An image answer's photos as thumbnails, each with its marks drawn over it, 'Annotate' and remove.
import { X } from 'lucide-react';
import { annotationsOfPhoto, type PhotoAnnotation } from '@inspection/shared-domain';
import { AnnotatedPhoto } from '@inspection/ui';

/** The small cross on a thumbnail, inside a 44px target. */
export function RemovePhotoButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="absolute -right-2 -top-2 inline-flex size-11 items-center justify-center rounded-full"
      onClick={onRemove}
    >
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-900/80 text-white shadow">
        <X className="size-4" aria-hidden="true" />
      </span>
    </button>
  );
}

interface Props {
  title: string;
  urls: string[];
  annotations: PhotoAnnotation[];
  readOnly?: boolean;
  onRemove: (url: string) => void;
  onAnnotate: (url: string) => void;
}

// The full photo, not its small variant: once shown it is in the browser's cache, so the editor opens it offline.
export function PhotoThumbnails({ title, urls, annotations, readOnly, onRemove, onAnnotate }: Props) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label={`${title} photos`}>
      {urls.map((url, index) => {
        const marks = annotationsOfPhoto(annotations, url, urls[0]);
        const alt = `${title} ${index + 1}`;
        return (
          <li key={url} className="relative flex w-24 flex-col items-center gap-1">
            {marks.length ? (
              <span className="block w-24 overflow-hidden rounded-lg border border-slate-200 bg-slate-100" data-annotated="">
                <AnnotatedPhoto src={url} alt={alt} marks={marks} />
              </span>
            ) : (
              <img src={url} alt={alt} loading="lazy" className="size-24 rounded-lg border border-slate-200 object-cover" />
            )}
            {!readOnly && (
              <>
                <button
                  type="button"
                  aria-label={`Annotate ${alt}`}
                  onClick={() => onAnnotate(url)}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-blue-700 hover:underline"
                >
                  Annotate
                </button>
                <RemovePhotoButton label={`Remove ${title} photo ${index + 1}`} onRemove={() => onRemove(url)} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
