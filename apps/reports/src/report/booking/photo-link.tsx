import type { ReactNode } from 'react';
import { cn } from '@inspection/ui';

/**
 * A photo thumbnail as a link to the full picture: it works with no script at all; in the console a
 * click opens the viewer, and the server-rendered page's small viewer script does the same.
 */
export function PhotoLink({
  url,
  label,
  onOpen,
  className,
  children,
}: {
  url: string;
  label: string;
  onOpen?: (url: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      data-photo-viewer=""
      className={cn('block cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-slate-100', className)}
      onClick={(event) => {
        if (!onOpen) return;
        event.preventDefault();
        onOpen(url);
      }}
    >
      {children}
    </a>
  );
}
