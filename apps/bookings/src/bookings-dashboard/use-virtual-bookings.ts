// The All view's rows (table) or cards, virtualised over every matching booking (only those in view are in the page),
// telling which pages of rows are in view so they are read as they scroll in (useBookingsPages).
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { BOOKINGS_PAGE_SIZE } from '@inspection/platform-manifest';

export interface VirtualBookingsOptions {
  total: number;
  /** Each row's (or card's) height with its gap, in px. */
  size: number;
  /** Called with the first and last page of the rows in view, whenever either changes. */
  onPagesInView: (first: number, last: number) => void;
  /** Another search, filter or order: back to the first row. */
  scrollKey: string;
}

export function useVirtualBookings({ total, size, onPagesInView, scrollKey }: VirtualBookingsOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => size,
    overscan: 4,
    initialRect: { width: 1200, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const firstPage = Math.floor((items[0]?.index ?? 0) / BOOKINGS_PAGE_SIZE);
  const lastPage = Math.floor((items[items.length - 1]?.index ?? 0) / BOOKINGS_PAGE_SIZE);
  useEffect(() => onPagesInView(firstPage, lastPage), [firstPage, lastPage, onPagesInView]);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [scrollKey]);
  return { scroller, items, totalSize: virtualizer.getTotalSize() };
}
