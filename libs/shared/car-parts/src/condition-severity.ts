// How bad a condition is, and so a marked part (docs/areas/inspection.md#car-diagram). The database holds each
// condition's severity (condition_codes.severity, admins edit it in Tooling) and grades a part at submit with the same
// rule (report_part_severity in supabase/schemas/reports-builder.sql); this is the rule for screens and the seeded
// defaults for a list that cannot be read (offline, the open tooling pages).
import type { PartCondition } from './part-conditions';

/** From no damage to the worst: none is not damage (Paint Protection Film); major is a critical repair. */
export const CONDITION_SEVERITIES = ['none', 'minor', 'moderate', 'major'] as const;
export type ConditionSeverity = (typeof CONDITION_SEVERITIES)[number];

/** The words staff read: the buyer's report calls minor Low, moderate Medium and major High. */
export const CONDITION_SEVERITY_LABELS: Record<ConditionSeverity, string> = {
  none: 'Not damage',
  minor: 'Low',
  moderate: 'Medium',
  major: 'High (critical repair)',
};

/** The seeded list's severities, as an inspector grades them (supabase/seed.sql, migration 0210). */
export const DEFAULT_CONDITION_SEVERITIES: Record<PartCondition, ConditionSeverity> = {
  'Accident - Repainted': 'major',
  'Deep scratches': 'moderate',
  Chipped: 'minor',
  'Minor scratches': 'minor',
  Faded: 'minor',
  Dented: 'moderate',
  'Paint Protection Film': 'none',
  Painted: 'moderate',
};

export const isConditionSeverity = (value: unknown): value is ConditionSeverity =>
  typeof value === 'string' && (CONDITION_SEVERITIES as readonly string[]).includes(value);

/** A name not in the list: a word starting Crack or Broken is major, Scratched or Dent moderate, else minor. */
export function severityByWords(condition: string): ConditionSeverity {
  if (/(^|[^a-z0-9_])(crack|broken)/i.test(condition)) return 'major';
  if (/(^|[^a-z0-9_])(scratched|dent)/i.test(condition)) return 'moderate';
  return 'minor';
}

/** A part's severity: its worst condition's, by the list (`severities`, name to severity), else by its words. */
export function partSeverity(conditions: readonly string[], severities: Readonly<Record<string, ConditionSeverity>>): ConditionSeverity {
  return conditions.reduce<ConditionSeverity>((worst, condition) => {
    const own = Object.prototype.hasOwnProperty.call(severities, condition) ? severities[condition] : severityByWords(condition);
    return CONDITION_SEVERITIES.indexOf(own) > CONDITION_SEVERITIES.indexOf(worst) ? own : worst;
  }, 'none');
}

/** A part is damaged when one of its conditions is damage. */
export const isDamaged = (conditions: readonly string[], severities: Readonly<Record<string, ConditionSeverity>>): boolean =>
  partSeverity(conditions, severities) !== 'none';
