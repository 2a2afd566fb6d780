import { photoSrcSet, photoThumbnailUrl, type PhotoAnnotation } from '@inspection/shared-domain';
import { AnnotatedPhoto } from '@inspection/ui';
import { usePhotoMarksOnPage } from './photo-marks-once';

/**
 * A photo as the report's galleries show it: its 400 px variant where it has one (srcset with the full photo for
 * wide cells and dense screens; the lightbox opens the full photo), lazy unless told eager, sized 4:3 before it
 * arrives, with the inspector's marks over it (relative, so they fit any variant). Photos without a variant (kept
 * before variants existed) show at full size. On the buyer's page a photo's marks are sent once (photo-marks-once.tsx).
 */
export function ReportPhoto({
  url, alt, marks, sizes, eager = false,
}: {
  url: string;
  alt: string;
  marks?: readonly PhotoAnnotation[];
  /** The width the photo shows at (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
}) {
  const srcSet = photoSrcSet(url);
  const src = photoThumbnailUrl(url) ?? url;
  const loading = eager ? 'eager' : 'lazy';
  const onPage = usePhotoMarksOnPage(url, marks);
  if (marks?.length) return <AnnotatedPhoto src={src} srcSet={srcSet} sizes={sizes} alt={alt} marks={marks} loading={loading} onPage={onPage} />;
  return (
    <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading={loading} decoding="async" width={400} height={300} className="size-full object-cover" />
  );
}
