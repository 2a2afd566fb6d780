import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { fieldCountLabel } from '@inspection/forms-public-api';
import { sectionProgressLabel, type SectionProgress } from '@inspection/inspection-domain';
import { cn } from '@inspection/ui';
import { sectionAnchor, sectionToggle } from './section-anchors';

interface Props {
  id: string;
  title: string;
  progress: SectionProgress;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A collapsible section: its title, the inputs it shows ('1 field' / 'n fields', child fields included), how many
 * are answered and how many required are left (docs/areas/inspection.md#moving-around-the-form).
 */
export function SectionCard({ id, title, progress, open, onToggle, children }: Props) {
  const bodyId = `section-${id}`;
  return (
    // Off-screen sections skip style, layout and paint: a 120-field form stays quick to type in. A jump lands below
    // the phone's section strip (scroll-margin).
    <section
      id={sectionAnchor(id)}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white shadow-sm [contain-intrinsic-size:auto_640px] [content-visibility:auto] md:scroll-mt-4"
      aria-label={title}
    >
      <h2>
        <button
          id={sectionToggle(id)}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-500">
              {fieldCountLabel(progress.total)} · {sectionProgressLabel(progress)}
            </span>
          </span>
          <ChevronDown className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="space-y-5 border-t border-slate-100 px-4 py-4">
        {children}
      </div>
    </section>
  );
}
