import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { isAnswered, templateSlots, type FieldAnswer } from '@inspection/inspection-domain';
import { type EditorTemplate } from '@inspection/forms-template-model';
import type { AnswersStore } from './engine/answers-store';
import { StickyBar } from './sticky-bar';
import { useAnswersValue } from './use-answers';

type StickyBarProps = Parameters<typeof StickyBar>[0];

/**
 * The sticky bar with 'N of M answered' read from the answers store: a keystroke re-renders this bar (when the
 * count changes), not the form; the count may lag a keystroke behind under load (deferred) so typing stays first.
 */
export const LiveStickyBar = memo(function LiveStickyBar({
  form, answers, ...rest
}: Omit<StickyBarProps, 'answered' | 'total'> & { form: EditorTemplate; answers: AnswersStore }) {
  const slots = useMemo(() => templateSlots(form), [form]);
  const count = useCallback(
    (all: Record<string, FieldAnswer>) => slots.reduce((n, slot) => n + (isAnswered(slot.field, all[slot.key]) ? 1 : 0), 0),
    [slots],
  );
  const answered = useDeferredValue(useAnswersValue(answers, count));
  return <StickyBar {...rest} answered={answered} total={slots.length} />;
});
