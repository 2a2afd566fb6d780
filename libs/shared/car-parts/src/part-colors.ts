// Colour of a part by its name: windows, windshields and quarter glass blue; indicators red; tyres dark; door
// handles silver; every other (painted) panel a neutral default.
export const PART_COLORS = {
  glass: '#60a5fa',
  indicator: '#ef4444',
  tyre: '#1f2937',
  handle: '#c0c0c0',
  panel: '#e5e7eb',
} as const;

export type PartColorKind = keyof typeof PART_COLORS;

export function partColorKind(name: string): PartColorKind {
  const key = name.toLowerCase();
  if (/window|windshield|quarter/.test(key)) return 'glass';
  if (key.includes('indicator')) return 'indicator';
  if (/tyre|tire/.test(key)) return 'tyre';
  if (key.includes('handle')) return 'handle';
  return 'panel';
}

export const partColor = (name: string): string => PART_COLORS[partColorKind(name)];
