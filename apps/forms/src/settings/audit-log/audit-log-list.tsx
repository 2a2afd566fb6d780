// The filtered audit log, virtualised: only the rows in view are in the page; the next page is read from the
// database as the list nears its end.
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { auditActor, auditRowReference, auditChanges, auditSummary, auditTime, type AuditEntry } from '@inspection/shared-domain';
import { useFreshRows } from '@inspection/supabase-client';
import { FRESH_ROW_CLASS, cn } from '@inspection/ui';

const ROW_ESTIMATE_PX = 76;

export interface AuditLogListProps {
  rows: readonly AuditEntry[];
  /** Row id → name for the rows the changes refer to ('Inspector: — → Demo Admin', not an id). */
  names?: Readonly<Record<string, string>>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function AuditLogList({ rows, names, hasMore, loadingMore, onLoadMore }: AuditLogListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const fresh = useFreshRows();
  const last = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && last >= rows.length - 10) onLoadMore();
  }, [hasMore, loadingMore, last, rows.length, onLoadMore]);

  return (
    // Focusable, so a keyboard can scroll the entries too.
    <div
      ref={scroller}
      tabIndex={0}
      className="h-[60vh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      role="list"
      aria-label="Audit log entries"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = rows[item.index];
          return (
            <div
              key={entry.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              data-testid="audit-row"
              data-fresh={fresh.has(String(entry.id)) || undefined}
              className={cn('absolute left-0 top-0 flex w-full flex-col gap-0.5 border-b border-slate-100 px-3 py-2 text-sm', FRESH_ROW_CLASS)}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div className="flex flex-wrap items-baseline gap-x-2">
                <time dateTime={entry.at} className="font-medium text-slate-900">{auditTime(entry.at)}</time>
                <span className="text-slate-700">{auditSummary(entry)}</span>
                <span className="text-slate-500">by {auditActor(entry)}</span>
                <span className="font-mono text-xs text-slate-500" title={entry.row_id}>
                  {auditRowReference(entry)}
                </span>
              </div>
              <p className="break-words text-slate-600">{auditChanges(entry, undefined, { names }).join(' · ')}</p>
            </div>
          );
        })}
      </div>
    </div>
  );
}
