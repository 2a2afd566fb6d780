import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { IndexedReport } from '@inspection/reports-domain';
import { ReportCard } from './report-card';
import { useGridColumns } from './use-grid-columns';

/** A card row's height before it is measured (photo 3:2 plus the text block, and the gap). */
const ESTIMATED_ROW_HEIGHT = 430;
const ROW_GAP = 20;

/**
 * The responsive card grid (1, 2, 3 columns), virtualised by rows against the window's scroll: only the rows
 * on screen (and a few either side) are in the DOM, whatever the list's length.
 */
export const ReportGrid = memo(function ReportGrid({ entries }: { entries: readonly IndexedReport[] }) {
  const columns = useGridColumns();
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin(top);
  }, [columns]);

  const rowCount = Math.ceil(entries.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin,
    // The window's size from the start, so the first render already holds the rows on screen.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // Scroll updates render in the normal course rather than synchronously inside the scroll event.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  // A row laid out with no height (no layout engine, as in tests) keeps its estimate rather than measuring 0.
  const measureRow = (element: HTMLDivElement | null) => {
    if (element && element.getBoundingClientRect().height > 0) virtualizer.measureElement(element);
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Vehicle reports"
      data-testid="report-grid"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={measureRow}
          className="absolute left-0 top-0 grid w-full grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
          style={{ transform: `translateY(${row.start - scrollMargin}px)`, paddingBottom: ROW_GAP }}
        >
          {entries.slice(row.index * columns, row.index * columns + columns).map((entry, column) => (
            // Only some cards are in the DOM: each tells assistive technology its place in the whole list.
            <div
              key={entry.key}
              role="listitem"
              aria-setsize={entries.length}
              aria-posinset={row.index * columns + column + 1}
              className="grid"
            >
              <ReportCard report={entry.report} formattedDate={entry.formattedDate} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});
