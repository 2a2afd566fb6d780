// The buyer's report written for people: answers stored as inputs hold them ('2026-11-21T10:00', '91984', a uuid)
// shown as words in the business time zone and clock, mileage with separators and the business's unit (km by default,
// whatever the field's title says: docs/areas/business-profile.md#units-and-times), the short reference.
import { DEFAULT_LANGUAGE, formatBusinessDateTime, zonedTime, type Language } from '@inspection/shared-domain';
import { formatMileage } from './report-stats';

const WALL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const MILEAGE_TITLE = /\b(mileage|odometer|kilometers|kilometres|km)\b/i;

/**
 * 'Nov 21, 2026, 10:00 AM' ('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص' in Arabic; on the business's clock): a datetime-local answer is a wall time of the business
 * zone (kept as it is); an instant with a zone is shown in the business zone. Anything else is returned unchanged.
 */
export function formatReportDateTime(value: string, timeZone?: string, language: Language = DEFAULT_LANGUAGE): string {
  const text = value.trim();
  const wall = WALL_DATE_TIME.exec(text);
  if (wall) {
    const instant = zonedTime(wall[1], wall[2], timeZone);
    return Number.isNaN(instant.getTime()) ? value : formatBusinessDateTime(instant, timeZone, language);
  }
  if (WITH_ZONE.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? value : formatBusinessDateTime(instant, timeZone, language);
  }
  return value;
}

/** The number of a bare mileage answer ('58275', '58,275'); null when it is anything else (a unit already written). */
export function mileageNumber(value: string): number | null {
  const digits = value.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
}

/** '58,275 km' ('58,275 miles' for a business in miles) for a bare number (a unit already written is kept); else unchanged. */
export function formatReportMileage(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const mileage = mileageNumber(value);
  return mileage === null ? value : formatMileage(mileage, undefined, language);
}

export function isMileageField(title: string): boolean {
  return MILEAGE_TITLE.test(title);
}

/** One answer of the report as people read it: dates in words, mileage with its unit, the rest as stored. */
export function formatReportValue(
  field: { title: string; value: string; inputType?: string },
  timeZone?: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (field.inputType === 'datetime' || WALL_DATE_TIME.test(field.value.trim()) || WITH_ZONE.test(field.value.trim())) {
    return formatReportDateTime(field.value, timeZone, language);
  }
  if (isMileageField(field.title)) return formatReportMileage(field.value, language);
  return field.value;
}

/** The report's reference as the booking's: the first 8 characters of the booking id (of the report id without one). */
export function reportReference(report: { id: string; bookingId: string }): string {
  return (report.bookingId || report.id).slice(0, 8);
}
