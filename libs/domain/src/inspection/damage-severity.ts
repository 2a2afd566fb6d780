// The report's damage severity of a part, from its condition names: Crack or Broken is high
// (major), Scratched or Dent medium (moderate), anything else low (minor); a part takes its worst.
export type DamageSeverity = 'minor' | 'moderate' | 'major';

const RANK: Record<DamageSeverity, number> = { minor: 0, moderate: 1, major: 2 };

export function conditionDamageSeverity(condition: string): DamageSeverity {
  const name = condition.toLowerCase();
  if (name.includes('crack') || name.includes('broken')) return 'major';
  if (name.includes('scratched') || name.includes('dent')) return 'moderate';
  return 'minor';
}

export function partDamageSeverity(conditions: string[]): DamageSeverity {
  return conditions
    .map(conditionDamageSeverity)
    .reduce<DamageSeverity>((worst, next) => (RANK[next] > RANK[worst] ? next : worst), 'minor');
}
