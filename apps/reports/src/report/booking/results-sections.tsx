import type { ResultSection } from '@inspection/domain';
import { Badge, Card, type BadgeVariant } from '@inspection/ui';

const itemVariant: Record<string, BadgeVariant> = { good: 'success', fair: 'warning', poor: 'danger', issue: 'danger' };

export function ResultsSections({ sections }: { sections: readonly ResultSection[] }) {
  if (sections.length === 0) return null;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">Detailed Inspection Results</h2>
      {sections.map((section, sectionIndex) => (
        <Card key={section.id || sectionIndex} className="p-5">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{section.title}</h3>
            {section.rating !== undefined && <Badge variant="info">{Math.round(section.rating * 10) / 10}/10</Badge>}
          </div>
          {section.fields.length > 0 && (
            <ul className="divide-y divide-slate-100">
              {section.fields.map((item, index) => (
                <li key={`${item.title}-${index}`} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-slate-700">{item.title}</span>
                  <Badge variant={itemVariant[item.value.toLowerCase()] ?? 'neutral'}>{item.value || 'N/A'}</Badge>
                </li>
              ))}
            </ul>
          )}
          {section.images.length > 0 && (
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {section.images.map((photo, index) => (
                <figure key={photo.id || index} className="flex flex-col gap-1">
                  <img
                    src={photo.url}
                    alt={photo.alt || section.title}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-cover"
                  />
                  {photo.isIssue && photo.issueNote && <figcaption className="text-xs text-red-700">{photo.issueNote}</figcaption>}
                </figure>
              ))}
            </div>
          )}
        </Card>
      ))}
    </section>
  );
}
