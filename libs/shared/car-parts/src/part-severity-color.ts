// A marked part's colour on the car diagram is its worst condition's severity (docs/areas/inspection.md#car-diagram),
// not whichever condition was ticked first: a part both Faded and 'Accident - Repainted' is red.
import { partSeverity, type ConditionSeverity } from './condition-severity';

/** Not damage green, Low yellow, Medium orange, High red. */
export const SEVERITY_COLORS: Record<ConditionSeverity, string> = {
  none: '#16a34a',
  minor: '#eab308',
  moderate: '#ea580c',
  major: '#b91c1c',
};

/** The colour of a part marked with `conditions` (name to severity: `severities`); an unmarked part has none. */
export function partSeverityColor(
  conditions: readonly string[] | undefined,
  severities: Readonly<Record<string, ConditionSeverity>>,
): string | undefined {
  return conditions && conditions.length > 0 ? SEVERITY_COLORS[partSeverity(conditions, severities)] : undefined;
}
