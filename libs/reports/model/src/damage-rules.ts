// Damage of the buyer's report: a part's severity from its condition names, and the recommendations
// drawn from the damaged parts (the three titles are fixed; 'Regular Maintenance' is always there).

export type PartSeverity = 'high' | 'medium' | 'low';

export const SEVERITY_ORDER: readonly PartSeverity[] = ['high', 'medium', 'low'];

// Words or their beginnings ('Cracked', 'Dented'), so 'Accident' is not a dent. The rule names 'Scratched',
// so the condition list's 'Minor scratches' and 'Deep scratches' are low.
const HIGH = /\b(crack|broken)/i;
const MEDIUM = /\b(scratched|dent)/i;

/** Crack or Broken = high; Scratched or Dent = medium; anything else low. A part takes its worst condition. */
export function partSeverity(conditions: readonly string[]): PartSeverity {
  if (conditions.some((condition) => HIGH.test(condition))) return 'high';
  if (conditions.some((condition) => MEDIUM.test(condition))) return 'medium';
  return 'low';
}

export interface DamagedPart {
  name: string;
  conditions: string[];
  severity: PartSeverity;
}

/** The damaged parts, worst first, then in the order they were recorded. */
export function damagedParts(parts: Record<string, readonly string[]>): DamagedPart[] {
  return Object.entries(parts)
    .filter(([, conditions]) => conditions.length > 0)
    .map(([name, conditions]) => ({ name, conditions: [...conditions], severity: partSeverity(conditions) }))
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
  parts: Record<string, readonly string[]>,
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
