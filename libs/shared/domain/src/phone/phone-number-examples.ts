// Numbers written differently and their one normalised form: the TypeScript rule (normalizePhone) and
// the database's public.normalize_phone are both tested against these, so they cannot drift apart.
export const PHONE_NORMALISATION_EXAMPLES: ReadonlyArray<readonly [written: string, normalised: string]> = [
  ['0501234567', '501234567'],
  ['050 123 4567', '501234567'],
  ['050-123-4567', '501234567'],
  ['+971501234567', '501234567'],
  ['+971 50 123 4567', '501234567'],
  ['00971501234567', '501234567'],
  ['00971-50-123-4567', '501234567'],
  ['+971 (0)50 123 4567', '501234567'],
  ['501234567', '501234567'],
  ['04.123.4567', '41234567'],
  ['+44 20 7946 0958', '+442079460958'],
  ['', ''],
];
