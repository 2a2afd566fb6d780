import type { IndexedReport } from '@inspection/domain';
import { Button } from '@inspection/ui';
import { ReportCard } from './report-card';
import { useProgressiveCount } from './use-progressive-count';

const PAGE_SIZE = 24;

/** The responsive card grid (1, 2, 3 columns), rendered page by page. */
export function ReportGrid({ entries }: { entries: readonly IndexedReport[] }) {
  const { visibleCount, hasMore, sentinelRef, showMore } = useProgressiveCount(entries.length, PAGE_SIZE, entries);
  return (
    <div>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="report-grid">
        {entries.slice(0, visibleCount).map((entry) => (
          <ReportCard key={entry.key} report={entry.report} formattedDate={entry.formattedDate} />
        ))}
      </div>
      {hasMore && (
        <div ref={sentinelRef} className="mt-6 flex justify-center">
          <Button variant="outline" onClick={showMore}>
            Show more ({entries.length - visibleCount} remaining)
          </Button>
        </div>
      )}
    </div>
  );
}
