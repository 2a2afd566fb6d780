// A figure with its label beside a round icon: the dashboard's summary cards (large) and the report's facts (medium).
import type { LucideIcon } from 'lucide-react';
import { cn } from '@inspection/ui';

export interface IconFigureProps {
  icon: LucideIcon;
  label: string;
  value: string;
  size?: 'md' | 'lg';
  valueTestId?: string;
}

export function IconFigure({ icon: Icon, label, value, size = 'md', valueTestId }: IconFigureProps) {
  const large = size === 'lg';
  return (
    <div className={cn('flex items-center', large ? 'gap-4' : 'gap-3')}>
      <div className={cn('flex shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-600', large ? 'size-12' : 'size-10')}>
        <Icon className={large ? 'size-6' : 'size-5'} aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className={cn('text-sm text-slate-500', large && 'font-medium')}>{label}</p>
        <p className={cn('text-slate-900', large ? 'text-2xl font-semibold' : 'font-medium')} data-testid={valueTestId}>
          {value}
        </p>
      </div>
    </div>
  );
}
