import type { EditorField } from '@inspection/forms-template-model';
import type { FieldAnswer } from '@inspection/inspection-domain';

export interface FieldInputProps {
  /** The answer's key: the field id, or '{childId}-child-{index}' for a child field. */
  answerKey: string;
  field: EditorField;
  answer: FieldAnswer | undefined;
  onChange: (answer: FieldAnswer) => void;
  error?: string;
  readOnly: boolean;
}

export const inputId = (answerKey: string) => `answer-${answerKey}`;
export const labelId = (answerKey: string) => `answer-${answerKey}-label`;
export const errorId = (answerKey: string) => `answer-${answerKey}-error`;

/** Inputs of the screen keep a 44 px touch target. */
export const TOUCH = 'min-h-11 text-base sm:text-sm';
