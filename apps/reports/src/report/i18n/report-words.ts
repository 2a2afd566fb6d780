// Report data in the reader's words: what the report stores (part keys, condition names, scores, answers) looked up
// in the catalogue, falling back to the stored text for anything the catalogue does not know (a custom condition,
// a form's own answer). Keys are written out in full here so the catalogue test sees every one in use.
import type { PartSeverity } from '@inspection/reports-model';
import { formatMileage, formatReportValue, isMileageField, mileageNumber, type ConditionLabel } from '@inspection/reports-domain';
import { partLabel, PART_CONDITIONS } from '@inspection/car-parts';
import type { Translate } from '@inspection/i18n';
import { formatNumber, type Language } from '@inspection/shared-domain';

/** The page name the report's words are kept under (the translator's component). */
export const REPORT_WORDS = 'report';

export const CONDITION_KEYS: Record<ConditionLabel, string> = {
  Excellent: 'condition.excellent',
  Good: 'condition.good',
  Fair: 'condition.fair',
  Poor: 'condition.poor',
  Critical: 'condition.critical',
};

export const SEVERITY_KEYS: Record<PartSeverity, string> = { high: 'severity.high', medium: 'severity.medium', low: 'severity.low' };

export const RECOMMENDATION_KEYS: Record<PartSeverity, { title: string; description: string }> = {
  high: { title: 'recommendations.high.title', description: 'recommendations.high.description' },
  medium: { title: 'recommendations.medium.title', description: 'recommendations.medium.description' },
  low: { title: 'recommendations.low.title', description: 'recommendations.low.description' },
};

/** The computed key prefixes and their names (the catalogue test checks both ways). */
export const PART_PREFIX = 'parts.';
export const CONDITION_PREFIX = 'conditions.';
export const ANSWER_PREFIX = 'answers.';
export const TERM_PREFIX = 'disclaimer.terms.';
export const TERM_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** The condition names the catalogue translates: the diagram's list and the two the severity rule names. */
export const KNOWN_CONDITIONS: readonly string[] = [...PART_CONDITIONS, 'Cracked', 'Broken'];
/**
 * The answers the catalogue translates: common dropdown words and the shipped form's options (supabase/seed.sql).
 * Any other answer, and every form's own section and field titles, are shown as the business wrote them.
 */
export const KNOWN_ANSWERS: readonly string[] = [
  ...['Excellent', 'Good', 'Fair', 'Poor', 'Yes', 'No', 'OK', 'N/A'],
  ...['All working', 'Chipped', 'Clean', 'Cold', 'Corroded', 'Cracked', 'Delayed', 'Dusty', 'Empty', 'Faulty', 'Full'],
  ...['Fully repainted', 'Harsh', 'Knocking', 'Leaking', 'Loud', 'Low', 'Major', 'Minor', 'No damage', 'None', 'Normal'],
  ...['Not working', 'Original', 'Partially repainted', 'Pulls slightly', 'Pulls strongly', 'Smooth', 'Some not working'],
  ...['Some', 'Straight', 'Ticking', 'Weak', 'Working'],
];

/** 'Accident - Repainted' -> 'accident_repainted'; 'N/A' -> 'not_applicable'. */
export function slug(text: string): string {
  const words = text.trim().toLowerCase();
  if (words === 'n/a') return 'not_applicable';
  return words.replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

export const partName = (t: Translate, name: string) => t(`${PART_PREFIX}${name}`, { defaultValue: partLabel(name) });

export const conditionName = (t: Translate, stored: string) => t(`${CONDITION_PREFIX}${slug(stored)}`, { defaultValue: stored });

export const answerText = (t: Translate, stored: string) => (stored.trim() ? t(`${ANSWER_PREFIX}${slug(stored)}`, { defaultValue: stored }) : stored);

/** '7.8/10', '٧٫٨ من ١٠'. */
export function outOfTen(t: Translate, score: number, language: Language): string {
  return t('score.outOf', { score: formatNumber(Math.round(score * 10) / 10, language), max: formatNumber(10, language) });
}

/** Latin text (a VIN, a plate, a phone number, a model name) inside an Arabic page keeps its left-to-right order. */
export const isLatinText = (text: string) => /[A-Za-z0-9]/.test(text) && !/[\u0600-\u06FF]/.test(text);

/** An answer as people read it: dates in words, mileage with its unit (both in the language), known answers translated. */
export function reportValueText(t: Translate, field: { title: string; value: string; inputType?: string }, language: Language): string {
  const mileage = field.inputType !== 'datetime' && isMileageField(field.title) ? mileageNumber(field.value) : null;
  if (mileage !== null) return formatMileage(mileage, undefined, language);
  const text = formatReportValue(field, undefined, language);
  // English shows answers exactly as stored (the console's report is unchanged); other languages translate known ones.
  return language === 'en' ? text : answerText(t, text);
}
