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
  // Ways that once made a second contact for 0507654321 (docs/areas/crm.md#phone-numbers).
  ['971507654321', '507654321'],
  ['9710507654321', '507654321'],
  ['+00971507654321', '507654321'],
  ['050\u00a0765\u00a04321', '507654321'],
  ['050\u200b765\u200b4321', '507654321'],
  ['050/765/4321', '507654321'],
  ['050_765_4321', '507654321'],
  ['\u0660\u0665\u0660\u0667\u0666\u0665\u0664\u0663\u0662\u0661', '507654321'],
  ['\u06f0\u06f5\u06f0\u06f7\u06f6\u06f5\u06f4\u06f3\u06f2\u06f1', '507654321'],
  ['\uff10\uff15\uff10\uff17\uff16\uff15\uff14\uff13\uff12\uff11', '507654321'],
  ['\uff0b\uff19\uff17\uff11\uff15\uff10\uff17\uff16\uff15\uff14\uff13\uff12\uff11', '507654321'],
  ['97141234567', '41234567'],
  ['0044 20 7946 0958', '+442079460958'],
];

/** Normalised numbers and whether their length is sensible (isPlausiblePhone, public.is_plausible_phone). */
export const PHONE_PLAUSIBILITY_EXAMPLES: ReadonlyArray<readonly [normalised: string, plausible: boolean]> = [
  ['507654321', true],
  ['41234567', true],
  ['+442079460958', true],
  ['', false],
  ['5', false],
  ['5076543', false],
  ['5076543210', false],
  ['050765432', false],
  ['+44', false],
  ['+4420794609581234', false],
];
