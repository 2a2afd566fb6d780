// A section's progress, as its header and the jump list show it: every input shown counts, child fields included
// (docs/areas/inspection.md#moving-around-the-form).
import { isAnswered, sectionSlots, type AnswerSlot, type InspectionAnswers } from './answers';
import type { EditorSection } from '@inspection/forms-template-model';

export interface SectionProgress {
  answered: number;
  /** Inputs shown: the section's fields and their child fields. */
  total: number;
  /** Required inputs not yet answered: what still stops the submit here. */
  requiredLeft: number;
}

export function slotsProgress(slots: AnswerSlot[], answers: InspectionAnswers): SectionProgress {
  let answered = 0;
  let requiredLeft = 0;
  for (const slot of slots) {
    const done = isAnswered(slot.field, answers[slot.key]);
    if (done) answered += 1;
    else if (slot.field.required) requiredLeft += 1;
  }
  return { answered, total: slots.length, requiredLeft };
}

export function sectionProgress(section: EditorSection, answers: InspectionAnswers): SectionProgress {
  return slotsProgress(sectionSlots(section), answers);
}

/** '3/7 answered', with '2 required left' while required inputs are unanswered. */
export function sectionProgressLabel({ answered, total, requiredLeft }: SectionProgress): string {
  return requiredLeft ? `${answered}/${total} answered · ${requiredLeft} required left` : `${answered}/${total} answered`;
}
