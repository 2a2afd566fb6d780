// What an inspector records: inspection_data.data maps a field id (a child field's value under
// "{childId}-child-{index}") to one answer; marked_data maps a car part to its condition names.
import type { EditorField, EditorSection, EditorTemplate } from '@inspection/forms-template-model';
import type { PhotoAnnotation } from '@inspection/shared-domain';

export interface FieldAnswer {
  /** Text: a string; dropdown: the option's label; image: the photo URLs. */
  value: unknown;
  score?: number | null;
  maxScore?: number | null;
  /** ISO time of the last change: two devices' answers are merged per field by it. */
  lastUpdated?: string;
  /** Image fields: the photos show a problem, with the inspector's note. */
  isIssue?: boolean;
  notes?: string;
  /** Image fields: the inspector's marks over the photos (relative coordinates; the photo files never change). */
  annotations?: PhotoAnnotation[];
}

export type InspectionAnswers = Record<string, FieldAnswer>;

export type MarkedData = { [part: string]: string[] | string | undefined; lastUpdated?: string };

export function childKey(childId: string, index: number): string {
  return `${childId}-child-${index}`;
}

/** One input of the screen: a top-level field or a child field under its own key. */
export interface AnswerSlot {
  key: string;
  field: EditorField;
  parent?: EditorField;
}

export function sectionSlots(section: EditorSection): AnswerSlot[] {
  return section.fields.flatMap((field) => [
    { key: field.id, field },
    ...field.childFields.map((child, index) => ({ key: childKey(child.id, index), field: child, parent: field })),
  ]);
}

export function templateSlots(template: Pick<EditorTemplate, 'sections'>): AnswerSlot[] {
  return template.sections.flatMap(sectionSlots);
}

/** URLs of an image answer (a single URL string is read as a list of one). */
export function imageUrls(answer: FieldAnswer | undefined): string[] {
  const value = answer?.value;
  if (Array.isArray(value)) return value.filter((url): url is string => typeof url === 'string' && url !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function isAnswered(field: EditorField, answer: FieldAnswer | undefined): boolean {
  if (!answer) return false;
  if (field.type === 'image') return imageUrls(answer).length > 0;
  const value = answer.value;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** Progress of the sticky bar: '12 of 40 answered'. */
export function answeredCount(template: Pick<EditorTemplate, 'sections'>, answers: InspectionAnswers) {
  const slots = templateSlots(template);
  const answered = slots.filter((slot) => isAnswered(slot.field, answers[slot.key])).length;
  return { answered, total: slots.length };
}

export function progressLabel(answered: number, total: number): string {
  return `${answered} of ${total} answered`;
}

/**
 * A dropdown records the option's score and the field's max score (its highest option score). A dropdown that
 * allows multiple selection stores every chosen label (in the options' order) and is scored by its worst choice:
 * the lowest score among the chosen options, so picking 'Dents' with 'Scratches' never reads better than 'Dents'.
 */
export function dropdownAnswer(field: EditorField, chosen: string | string[], now: string): FieldAnswer {
  const labels = typeof chosen === 'string' ? [chosen] : chosen;
  const options = field.options.filter((option) => labels.includes(option.label));
  const chosenScores = options.map((option) => option.score).filter(isScore);
  const scores = field.options.map((candidate) => candidate.score).filter(isScore);
  const value = typeof chosen === 'string' ? chosen : options.map((option) => option.label);
  return {
    value,
    score: chosenScores.length ? Math.min(...chosenScores) : null,
    maxScore: scores.length && labels.length ? Math.max(...scores) : null,
    lastUpdated: now,
  };
}

/** The labels a dropdown answer holds: a list for a multiple selection, one stored label read as a list of one. */
export function chosenLabels(answer: FieldAnswer | undefined): string[] {
  const value = answer?.value;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((label): label is string => typeof label === 'string' && label !== '');
}

export function toggleChoice(labels: string[], label: string): string[] {
  return labels.includes(label) ? labels.filter((chosen) => chosen !== label) : [...labels, label];
}

export function textAnswer(value: string, now: string): FieldAnswer {
  return { value, score: null, maxScore: null, lastUpdated: now };
}


export const MAX_IMAGES_PER_FIELD = 20;
export const AUTOSAVE_INTERVAL_MS = 30_000;

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
