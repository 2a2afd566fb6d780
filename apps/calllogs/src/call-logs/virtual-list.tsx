// A scroll box that keeps only the rows on screen (plus a few) in the DOM; rows may change height
// (an opened group) and are measured as they render.
import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@inspection/ui';

export function VirtualList<T>({
  items,
  itemKey,
  estimateSize,
  renderItem,
  className,
  'aria-label': label,
  'data-testid': testId,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  estimateSize: number;
  renderItem: (item: T) => ReactNode;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 6,
    getItemKey: (index) => itemKey(items[index]),
  });
  return (
    <div ref={scroller} className={cn('overflow-y-auto', className)} data-testid={testId}>
      <div role="list" aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 w-full"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index])}
          </div>
        ))}
      </div>
    </div>
  );
}
