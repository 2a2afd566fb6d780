import { useEffect, useRef, useState } from 'react';

/**
 * Renders a long list in pages: the first page at once, the next when a sentinel below the
 * list nears the viewport. Keeps the first paint and every keystroke cheap with 5,000 rows.
 */
export function useProgressiveCount(total: number, pageSize: number, resetKey: unknown) {
  const [count, setCount] = useState(pageSize);
  const sentinelRef = useRef<HTMLDivElement | null>(null);

  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(pageSize);
  }

  const hasMore = count < total;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((current) => current + pageSize);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, pageSize, count]);

  return { visibleCount: Math.min(count, total), hasMore, sentinelRef, showMore: () => setCount((c) => c + pageSize) };
}
