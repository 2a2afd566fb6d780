import { ChevronDown } from 'lucide-react';
import type { ResultSection } from '@inspection/reports-model';
import { useI18n } from '@inspection/i18n';
import { Badge, Card, cn, type BadgeVariant } from '@inspection/ui';
import { PhotoLink } from './photo-link';
import { ReportPhoto } from './report-photo';
import { isLatinText, outOfTen, reportValueText } from '../i18n/report-words';

/** A section's photo cells: 2 columns on a phone, 4 from 640 px. */
const SECTION_PHOTO_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 25vw, 50vw';

const itemVariant: Record<string, BadgeVariant> = { good: 'success', fair: 'warning', poor: 'danger', issue: 'danger' };

/**
 * Each section with its rating, items and its own photos; a photo marked as an issue shows its note. Sections are
 * collapsible (a native <details>, so the server-rendered page needs no script), all open on screen, and printed
 * open whatever the reader collapsed (report-print.css).
 */
export function ResultsSections({
  sections,
  onOpenPhoto,
}: {
  sections: readonly ResultSection[];
  onOpenPhoto?: (url: string) => void;
}) {
  const { t, language, dir } = useI18n();
  if (sections.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="detailed-results">
      <h2 id="detailed-results" className="text-xl font-semibold text-slate-900">
        {t('results.title')}
      </h2>
      {sections.map((section, sectionIndex) => (
        <Card key={section.id || sectionIndex} className="report-card">
          <details open className="group p-5" data-testid="result-section">
            <summary className="-m-2 flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-2 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold text-slate-900">{section.title}</h3>
              <span className="flex items-center gap-2">
                {section.rating !== undefined && <Badge variant="info">{outOfTen(t, section.rating, language)}</Badge>}
                <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-open:rotate-180 print:hidden" />
              </span>
            </summary>
            <div className="mt-3">
              {section.fields.length > 0 && (
                <ul className="divide-y divide-slate-100">
                  {section.fields.map((item, index) => {
                    const value = reportValueText(t, item, language) || t('results.notAnswered');
                    return (
                      <li key={`${item.title}-${index}`} className="flex items-center justify-between gap-3 py-2">
                        <span className="text-slate-700">{item.title}</span>
                        <Badge
                          variant={itemVariant[item.value.toLowerCase()] ?? 'neutral'}
                          className="max-w-[60%] whitespace-normal text-end"
                          dir={dir === 'rtl' && isLatinText(value) ? 'ltr' : undefined}
                        >
                          {value}
                        </Badge>
                      </li>
                    );
                  })}
                </ul>
              )}
              {section.images.length > 0 && (
                <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {section.images.map((photo, index) => (
                    <figure key={photo.id || index} className="flex flex-col gap-1 break-inside-avoid">
                      <PhotoLink
                        url={photo.url}
                        label={`${photo.alt || section.title} ${index + 1}`}
                        onOpen={onOpenPhoto}
                        className={cn(photo.annotations?.length ? 'self-start' : 'aspect-[4/3]', photo.isIssue && 'border-red-300 ring-2 ring-red-200')}
                      >
                        <ReportPhoto url={photo.url} alt={photo.alt || section.title} marks={photo.annotations} sizes={SECTION_PHOTO_SIZES} />
                      </PhotoLink>
                      {photo.isIssue && (
                        <figcaption className="text-xs text-red-700">
                          <span className="font-semibold">{t('results.issue')}</span>
                          {photo.issueNote ? `: ${photo.issueNote}` : ''}
                        </figcaption>
                      )}
                    </figure>
                  ))}
                </div>
              )}
            </div>
          </details>
        </Card>
      ))}
    </section>
  );
}
