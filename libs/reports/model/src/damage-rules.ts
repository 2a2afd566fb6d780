// Damage of the buyer's report: the damaged parts with the severity the database stored for each
// (report_part_severity in supabase/schemas/reports-builder.sql), and the recommendations drawn from them (the three
// titles are fixed; 'Regular Maintenance' is always there).

export type PartSeverity = 'high' | 'medium' | 'low';

export const SEVERITY_ORDER: readonly PartSeverity[] = ['high', 'medium', 'low'];

/** A marked part as the report holds it: its condition names and their stored severity. */
export interface PartDamage {
  conditions: string[];
  severity: PartSeverity;
}

export interface DamagedPart {
  name: string;
  conditions: string[];
  severity: PartSeverity;
}

/** The damaged parts, worst first, then in the order they were recorded. */
export function damagedParts(parts: Record<string, PartDamage>): DamagedPart[] {
  return Object.entries(parts)
    .filter(([, part]) => part.conditions.length > 0)
    .map(([name, part]) => ({ name, conditions: [...part.conditions], severity: part.severity }))
    .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
}

export const CRITICAL_REPAIRS_TITLE = 'Critical Repairs Needed';
export const RECOMMENDED_REPAIRS_TITLE = 'Recommended Repairs';
export const REGULAR_MAINTENANCE_TITLE = 'Regular Maintenance';

export interface Recommendation {
  title: string;
  priority: PartSeverity;
  description: string;
  /** Part names (keys) the recommendation is about. */
  parts: string[];
}

const list = (names: string[], label: (name: string) => string) => names.map(label).join(', ');

/**
 * 'Critical Repairs Needed' for high-severity parts, 'Recommended Repairs' for medium ones, and always
 * 'Regular Maintenance'. `label` turns a part key into words (the car-parts data set's partLabel).
 */
export function reportRecommendations(
  parts: Record<string, PartDamage>,
  label: (name: string) => string = (name) => name,
): Recommendation[] {
  const damaged = damagedParts(parts);
  const named = (severity: PartSeverity) => damaged.filter((part) => part.severity === severity).map((part) => part.name);
  const high = named('high');
  const medium = named('medium');
  const recommendations: Recommendation[] = [];
  if (high.length) {
    recommendations.push({
      title: CRITICAL_REPAIRS_TITLE,
      priority: 'high',
      description: `Have these repaired before buying or driving the vehicle: ${list(high, label)}.`,
      parts: high,
    });
  }
  if (medium.length) {
    recommendations.push({
      title: RECOMMENDED_REPAIRS_TITLE,
      priority: 'medium',
      description: `Cosmetic damage worth repairing or reflecting in the price: ${list(medium, label)}.`,
      parts: medium,
    });
  }
  recommendations.push({
    title: REGULAR_MAINTENANCE_TITLE,
    priority: 'low',
    description: 'Keep to the manufacturer’s service schedule: oil and filters, tyres, brakes and fluids.',
    parts: [],
  });
  return recommendations;
}
