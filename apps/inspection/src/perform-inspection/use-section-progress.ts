// A section's progress read from the answers store: its header and its jump entry re-render only when a count
// changes (docs/areas/inspection.md#moving-around-the-form).
import { useCallback, useMemo } from 'react';
import type { EditorSection } from '@inspection/forms-template-model';
import { sectionSlots, slotsProgress, type InspectionAnswers, type SectionProgress } from '@inspection/inspection-domain';
import type { AnswersStore } from './engine/answers-store';
import { useAnswersValue } from './use-answers';

export function useSectionProgress(answers: AnswersStore, section: EditorSection): SectionProgress {
  const slots = useMemo(() => sectionSlots(section), [section]);
  const answered = useAnswersValue(answers, useCallback((all: InspectionAnswers) => slotsProgress(slots, all).answered, [slots]));
  const requiredLeft = useAnswersValue(answers, useCallback((all: InspectionAnswers) => slotsProgress(slots, all).requiredLeft, [slots]));
  return useMemo(() => ({ answered, total: slots.length, requiredLeft }), [answered, slots.length, requiredLeft]);
}
