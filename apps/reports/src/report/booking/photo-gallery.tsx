import type { ImageGroup } from '@inspection/reports-model';
import type { PhotoAnnotation } from '@inspection/shared-domain';
import { Card } from '@inspection/ui';
import { useI18n } from '@inspection/i18n';
import { PhotoLink } from './photo-link';
import { ReportPhoto } from './report-photo';

/** The gallery's cells: 2 columns on a phone, 3 from 640 px, 4 from 1024 px in a column of at most 1024 px. */
const GALLERY_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';

export function PhotoGallery({
  groups,
  marks,
  onOpenPhoto,
}: {
  groups: readonly ImageGroup[];
  /** The inspector's marks by photo URL, drawn over the photos that have some. */
  marks?: ReadonlyMap<string, readonly PhotoAnnotation[]>;
  onOpenPhoto?: (url: string) => void;
}) {
  const { t } = useI18n();
  const filled = groups.filter((group) => group.urls.length > 0);
  if (filled.length === 0) return null;
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('gallery.title')}</h2>
      <div className="flex flex-col gap-5">
        {filled.map((group, groupIndex) => (
          <section key={`${group.title}-${groupIndex}`} className="break-inside-avoid">
            <h3 className="mb-2 text-sm font-medium text-slate-600">{group.title}</h3>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 print:grid-cols-4">
              {group.urls.map((url, index) => (
                <PhotoLink key={`${url}-${index}`} url={url} label={`${group.title} ${index + 1}`} onOpen={onOpenPhoto} className={marks?.get(url) ? 'self-start' : 'aspect-[4/3]'}>
                  <ReportPhoto url={url} alt={`${group.title} ${index + 1}`} marks={marks?.get(url)} sizes={GALLERY_SIZES} />
                </PhotoLink>
              ))}
            </div>
          </section>
        ))}
      </div>
    </Card>
  );
}
