// Two tabs or devices on one inspection: answers are merged per field, the later lastUpdated
// wins (an answer without a time loses to one with a time; on a tie the incoming one wins).
// The database's save function applies the same rule atomically.
import type { FieldAnswer, InspectionAnswers, MarkedData } from './answers';

function time(answer: FieldAnswer | MarkedData | undefined): number {
  const parsed = answer?.lastUpdated ? Date.parse(answer.lastUpdated) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : Number.NEGATIVE_INFINITY;
}

export function isNewer(incoming: FieldAnswer, current: FieldAnswer | undefined): boolean {
  if (!current) return true;
  return time(incoming) >= time(current);
}

export function mergeAnswers(current: InspectionAnswers, incoming: InspectionAnswers): InspectionAnswers {
  const merged: InspectionAnswers = { ...current };
  for (const [key, answer] of Object.entries(incoming)) {
    if (isNewer(answer, current[key])) merged[key] = answer;
  }
  return merged;
}

/** Part marks travel as one object: the later lastUpdated wins as a whole. */
export function mergeMarkedData(current: MarkedData, incoming: MarkedData): MarkedData {
  if (!Object.keys(incoming).length) return current;
  return time(incoming) >= time(current) ? incoming : current;
}
