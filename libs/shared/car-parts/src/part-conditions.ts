// The condition names a part can be marked with. The tooling pages are open without sign-in, so they use this
// constant list rather than the condition_codes table (which staff screens read).
export const PART_CONDITIONS = [
  'Accident - Repainted',
  'Deep scratches',
  'Chipped',
  'Minor scratches',
  'Faded',
  'Dented',
  'Paint Protection Film',
  'Painted',
] as const;

export type PartCondition = (typeof PART_CONDITIONS)[number];

const CONDITION_COLORS: Record<PartCondition, string> = {
  'Accident - Repainted': '#991b1b',
  'Deep scratches': '#ea580c',
  Chipped: '#d97706',
  'Minor scratches': '#eab308',
  Faded: '#a3a3a3',
  Dented: '#9333ea',
  'Paint Protection Film': '#16a34a',
  Painted: '#db2777',
};

/** Colour shown for a condition; an unknown name (from the database's list) gets a neutral amber. */
export const conditionColor = (condition: string): string =>
  CONDITION_COLORS[condition as PartCondition] ?? '#f59e0b';

/** A part marked with conditions takes the colour of its first one; an unmarked part has none. */
export const conditionsColor = (conditions: readonly string[] | undefined): string | undefined =>
  conditions && conditions.length > 0 ? conditionColor(conditions[0]) : undefined;
