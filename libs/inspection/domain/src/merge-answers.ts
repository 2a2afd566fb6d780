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

/** Key order aside (the database's jsonb reorders keys), the same JSON value. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Two answers' values are the same (key order aside). */
export function sameValue(a: FieldAnswer | undefined, b: FieldAnswer | undefined): boolean {
  return canonical(a?.value) === canonical(b?.value);
}

/** The server already has this change: its copy is newer, or the same stamp and value. */
export function sameOrNewerOnServer(local: FieldAnswer | MarkedData, server: FieldAnswer | MarkedData | undefined): boolean {
  if (!server) return false;
  const [mine, theirs] = [time(local), time(server)];
  return theirs > mine || (theirs === mine && canonical(local) === canonical(server));
}

/** Part marks travel as one object: the later lastUpdated wins as a whole. */
export function mergeMarkedData(current: MarkedData, incoming: MarkedData): MarkedData {
  if (!Object.keys(incoming).length) return current;
  return time(incoming) >= time(current) ? incoming : current;
}
