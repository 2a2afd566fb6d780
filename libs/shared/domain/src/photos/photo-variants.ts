// Inspection photos kept under their booking (`…/inspection-photos/<booking id>/<file>`) have a small variant at
// `…/<booking id>/thumbs/<file>`: about 400 px on the long side, uploaded with the photo, for galleries. Photos kept
// before per form (`…/inspections/<form id>/<file>`) and any other link have none: shown at full size.
const BOOKING_PHOTO = /^(.*\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/?#]+)$/i;

/** The long side of a photo's small variant, in pixels. */
export const PHOTO_THUMBNAIL_WIDTH = 400;
/** The long side of a photo as the inspection screen uploads it, in pixels. */
export const PHOTO_FULL_WIDTH = 1600;

/** The URL of the photo's small variant, or null when it has none. */
export function photoThumbnailUrl(url: string): string | null {
  const match = BOOKING_PHOTO.exec(url);
  if (!match || /\/inspections\/$/i.test(match[1]) || /^(blob|data):/i.test(url)) return null;
  return `${match[1]}${match[2]}/thumbs/${match[3]}`;
}

/** srcset for a photo shown small: its thumbnail and the full photo, or nothing when it has no thumbnail. */
export function photoSrcSet(url: string): string | undefined {
  const thumbnail = photoThumbnailUrl(url);
  return thumbnail ? `${thumbnail} ${PHOTO_THUMBNAIL_WIDTH}w, ${url} ${PHOTO_FULL_WIDTH}w` : undefined;
}
