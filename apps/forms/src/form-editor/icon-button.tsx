import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@inspection/ui';

/** A square icon button whose accessible name is its label (also its tooltip). */
export function IconButton({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Omit<ComponentProps<typeof Button>, 'size' | 'aria-label'>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      {children}
    </Button>
  );
}
