// The severity stored with a part in a report's damage_data, in the entity's words (minor, moderate, major).
// One rule decides it, the buyer report's partSeverity: high is major, medium moderate, low minor.
import { partSeverity, type PartSeverity } from '@inspection/report-model';

export type DamageSeverity = 'minor' | 'moderate' | 'major';

const STORED: Record<PartSeverity, DamageSeverity> = { high: 'major', medium: 'moderate', low: 'minor' };

export function conditionDamageSeverity(condition: string): DamageSeverity {
  return STORED[partSeverity([condition])];
}

/** A part takes its worst condition. */
export function partDamageSeverity(conditions: readonly string[]): DamageSeverity {
  return STORED[partSeverity(conditions)];
}
