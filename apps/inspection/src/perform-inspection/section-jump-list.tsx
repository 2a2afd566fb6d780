// The sections to jump to, with each one's progress, and the car diagram: on a phone one sticky strip at the top
// that scrolls sideways, from 768 px a sticky list beside the form (docs/areas/inspection.md#moving-around-the-form).
// The screen is a page of its own, without the console's top bar (apps/inspection/src/manifest.ts).
import { memo, useEffect, useRef } from 'react';
import { Car, CircleCheck } from 'lucide-react';
import type { EditorSection } from '@inspection/forms-template-model';
import { sectionProgressLabel } from '@inspection/inspection-domain';
import { cn } from '@inspection/ui';
import type { AnswersStore } from './engine/answers-store';
import { PARTS_TARGET } from './section-anchors';
import { useSectionProgress } from './use-section-progress';

export const JUMP_LIST_LABEL = 'Sections';
export const PARTS_TITLE = 'Vehicle Parts Condition';

interface Props {
  sections: EditorSection[];
  answers: AnswersStore;
  markedCount: number;
  /** The section (or PARTS_TARGET) in view. */
  current: string | null;
  onJump: (target: string) => void;
}

const ENTRY =
  'flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 py-1.5 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 md:w-full md:border-transparent';
const entryState = (current: boolean) =>
  current ? 'border-blue-600 bg-blue-50 text-blue-900 md:border-blue-600' : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50 md:bg-transparent';

interface EntryProps {
  section: EditorSection;
  answers: AnswersStore;
  current: boolean;
  onJump: (target: string) => void;
}

const SectionEntry = memo(function SectionEntry({ section, answers, current, onJump }: EntryProps) {
  const progress = useSectionProgress(answers, section);
  const done = progress.requiredLeft === 0;
  return (
    <li className="shrink-0 md:shrink">
      <button
        type="button"
        data-jump={section.id}
        aria-label={`${section.title}, ${sectionProgressLabel(progress)}`}
        aria-current={current ? 'location' : undefined}
        className={cn(ENTRY, entryState(current))}
        onClick={() => onJump(section.id)}
      >
        <span className="min-w-0 md:flex-1">
          <span className="block max-w-[11rem] truncate font-medium md:max-w-none md:whitespace-normal">{section.title}</span>
          {/* A phone shows '3/7'; from 768 px the whole '3/7 answered · 2 required left'. */}
          <span className={cn('block text-xs', done ? 'text-green-700' : 'text-amber-800')}>
            <span className="md:hidden">
              {progress.answered}/{progress.total}
            </span>
            <span className="hidden md:inline">{sectionProgressLabel(progress)}</span>
          </span>
        </span>
        {done && <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />}
      </button>
    </li>
  );
});

export const SectionJumpList = memo(function SectionJumpList({ sections, answers, markedCount, current, onJump }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // The strip follows the section in view (sideways only: the page does not move).
  useEffect(() => {
    const strip = list.current;
    const entry = strip?.querySelector<HTMLElement>(`[data-jump="${current}"]`);
    if (strip && entry && strip.scrollWidth > strip.clientWidth) strip.scrollTo?.({ left: entry.offsetLeft - 16 });
  }, [current]);
  return (
    <nav
      aria-label={JUMP_LIST_LABEL}
      className="sticky top-0 z-20 -mx-4 mb-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 md:top-4 md:mx-0 md:mb-0 md:max-h-[calc(100vh-2rem)] md:self-start md:overflow-y-auto md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      <ol ref={list} className="flex gap-2 overflow-x-auto [scrollbar-width:none] md:flex-col md:gap-1 md:overflow-visible">
        {sections.map((section) => (
          <SectionEntry key={section.id} section={section} answers={answers} current={current === section.id} onJump={onJump} />
        ))}
        <li className="shrink-0 md:shrink">
          <button type="button" data-jump={PARTS_TARGET} aria-current={current === PARTS_TARGET ? 'location' : undefined} className={cn(ENTRY, entryState(current === PARTS_TARGET))} onClick={() => onJump(PARTS_TARGET)}>
            <Car className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 md:flex-1">
              <span className="block font-medium">{PARTS_TITLE}</span>
              <span className="block text-xs text-slate-500">{markedCount === 1 ? '1 part marked' : `${markedCount} parts marked`}</span>
            </span>
          </button>
        </li>
      </ol>
    </nav>
  );
});
