// The inspector's outbox: the answers and part marks changed on this device and not yet confirmed by the server.
// These are the pure state transitions of an inspection session; the engine that times, stores and sends them
// lives with the perform-inspection screen.
import type { FieldAnswer, InspectionAnswers, MarkedData } from './answers';
import type { EditorTemplate } from '@inspection/forms-template-model';
import { mergeAnswers, sameOrNewerOnServer, sameValue } from './merge-answers';
import { prefillAnswers, type PrefillBooking } from './prefill';

export interface Outbox {
  answers: InspectionAnswers;
  marked: MarkedData | null;
  /**
   * The server's version (updated_at) these changes were made on: a save says it, so the database refuses to replace
   * another person's later answer (docs/areas/inspection.md#two-people-on-one-inspection).
   */
  basedOn?: string | null;
}

export const emptyOutbox = (): Outbox => ({ answers: {}, marked: null });

/** Changes waiting: one per answer, one for the part marks. */
export function outboxSize(outbox: Outbox): number {
  return Object.keys(outbox.answers).length + (outbox.marked ? 1 : 0);
}

/**
 * The changes the screen calls waiting: the outbox without the answers prefilled from the booking that still hold
 * their prefilled value. Those go with the first save, but opening an inspection changed nothing
 * (docs/areas/inspection.md#autosave-and-offline).
 */
export function changesWaiting(outbox: Outbox, prefill: InspectionAnswers): number {
  const prefilled = Object.entries(outbox.answers).filter(([key, answer]) => key in prefill && sameValue(answer, prefill[key])).length;
  return outboxSize(outbox) - prefilled;
}

/** Two copies of an outbox (the device's and the copy stashed as the page went away): newer answers win by lastUpdated, part marks as a whole. */
export function mergeOutboxes(stored: Outbox, other: Outbox): Outbox {
  const answers = mergeAnswers(stored.answers, other.answers);
  const newerMarks = String(other.marked?.lastUpdated ?? '') >= String(stored.marked?.lastUpdated ?? '');
  // The earlier version is the safer claim: a save based on it is refused rather than overwriting.
  const basedOn = [stored.basedOn, other.basedOn].filter((at): at is string => Boolean(at)).sort()[0];
  return { answers, marked: other.marked && newerMarks ? other.marked : stored.marked, ...(basedOn ? { basedOn } : {}) };
}

/** What a session starts from: the server's answers with the device's unsent ones on top. */
export interface SessionStart {
  outbox: Outbox;
  answers: InspectionAnswers;
  marked: MarkedData;
  restored: boolean;
  /** The answers prefilled from the booking (none once the server holds answers). */
  prefill: InspectionAnswers;
}

export interface SessionSource {
  data: InspectionAnswers;
  markedData: MarkedData;
  booking: PrefillBooking | null;
  form: Pick<EditorTemplate, 'sections'> | null;
}

/**
 * The device's outbox without what the server already holds: an answer (or the part marks) the server has with the
 * same stamp and value, or newer. The device's write after a save can be cut off by leaving the page, and a change
 * counted as waiting after it was saved would be counted (and sent) again.
 */
export function unsavedOnly(stored: Outbox, data: InspectionAnswers, markedData: MarkedData): Outbox {
  const answers: InspectionAnswers = {};
  for (const [key, answer] of Object.entries(stored.answers)) {
    if (!sameOrNewerOnServer(answer, data[key])) answers[key] = answer;
  }
  const marked = stored.marked && !sameOrNewerOnServer(stored.marked, markedData) ? stored.marked : null;
  return { answers, marked };
}

/**
 * With no saved answers the form starts from the booking; those answers are in the outbox, still to be saved.
 * `restored`: the device held changes of the inspector's the server does not have (not the prefilled answers it
 * kept from an earlier opening: opening an inspection twice must not start it either).
 */
export function startSession(source: SessionSource, stored: Outbox, now: string): SessionStart {
  const unsaved = unsavedOnly(stored, source.data, source.markedData);
  const prefill = Object.keys(source.data).length === 0 && source.booking && source.form ? prefillAnswers(source.form, source.booking, now) : {};
  const outbox: Outbox = { answers: { ...prefill, ...unsaved.answers }, marked: unsaved.marked };
  const changed = Object.entries(unsaved.answers).some(([key, answer]) => !(key in prefill && sameValue(answer, prefill[key])));
  return {
    outbox,
    answers: mergeAnswers(source.data, outbox.answers),
    marked: outbox.marked ?? source.markedData,
    restored: changed || unsaved.marked !== null,
    prefill,
  };
}

/** A change typed on the screen, stamped with its time so two devices' answers merge by it. */
export function stampAnswer(answer: FieldAnswer, now: string): FieldAnswer {
  return { ...answer, lastUpdated: now };
}

export function outboxWithAnswer(outbox: Outbox, key: string, answer: FieldAnswer): Outbox {
  return { ...outbox, answers: { ...outbox.answers, [key]: answer } };
}

/** A part's conditions (none: the part is unmarked); the marks travel as a whole, stamped with the time. */
export function markPart(marked: MarkedData, part: string, conditions: string[], now: string): MarkedData {
  const next: MarkedData = { ...marked, lastUpdated: now };
  if (conditions.length) next[part] = conditions;
  else delete next[part];
  return next;
}

/** After a save of `sent`: what changed while the request was under way stays in the outbox. */
/** The key the database's conflict names the part marks by (they travel as one object). */
export const PART_MARKS_KEY = '$marks';

/** The outbox without the answers another person's save holds ('$marks': the part marks): keeping theirs. */
export function outboxWithout(outbox: Outbox, keys: readonly string[]): Outbox {
  const answers = Object.fromEntries(Object.entries(outbox.answers).filter(([key]) => !keys.includes(key)));
  return { ...outbox, answers, marked: keys.includes(PART_MARKS_KEY) ? null : outbox.marked };
}

export function outboxAfterSave(current: Outbox, sent: Outbox): Outbox {
  const rest: Outbox = { answers: {}, marked: current.marked === sent.marked ? null : current.marked };
  for (const [key, answer] of Object.entries(current.answers)) {
    if (sent.answers[key] !== answer) rest.answers[key] = answer;
  }
  return rest;
}
