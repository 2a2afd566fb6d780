// Times of day in the business time zone (businessTimeZone(): the runtime config's, Asia/Dubai by default),
// whatever the browser's zone: slot times, day boundaries and week strips are all computed here, never with
// the Date's local methods.
import { businessTimeZone } from './business-zone';
import { DEFAULT_LANGUAGE, intlLocale, type Language } from '../language/language';
import { dateTimeFormat } from '../language/intl-formatters';
import { clockOptions } from './time-format';

// Per zone in a map of its own (not dateTimeFormat's key): it runs for every instant that slot and day rules convert.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: Date | string, timeZone = businessTimeZone()): WallTime {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') of an instant in the business zone. */
export function businessDay(instant: Date | string, timeZone = businessTimeZone()): string {
  const w = wallTime(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' of an instant in the business zone. */
export function businessClock(instant: Date | string, timeZone = businessTimeZone()): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant at which the zone's clocks read `day` `time` ('HH:mm' or 'HH:mm:ss'). */
export function zonedTime(day: string, time: string, timeZone = businessTimeZone()): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min, sec = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min, sec);
  const offset = (at: number) => {
    const w = wallTime(new Date(at), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at;
  };
  let result = asUtc - offset(asUtc);
  const second = offset(result);
  if (asUtc - second !== result) result = asUtc - second;
  return new Date(result);
}

/** `day` plus n calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return date.toISOString().slice(0, 10);
}

/** [start, end) of a business day as ISO instants, for list queries. */
export function businessDayBounds(day: string, timeZone = businessTimeZone()): { start: string; end: string } {
  return { start: zonedTime(day, '00:00', timeZone).toISOString(), end: zonedTime(addDays(day, 1), '00:00', timeZone).toISOString() };
}

/**
 * '10:00 AM' in the business zone ('١٠:٠٠ ص' in Arabic); '10:00' when the business writes 24-hour times
 * (businessTimeFormat(), the business profile's time_format).
 */
export function formatBusinessTime(instant: Date | string, timeZone = businessTimeZone(), language: Language = DEFAULT_LANGUAGE): string {
  return dateTimeFormat(intlLocale(language), { timeZone, ...clockOptions() }).format(new Date(instant));
}

/** 'Nov 23, 2026' in the business zone; '٢٣ نوفمبر ٢٠٢٦' in Arabic. */
export function formatBusinessDate(instant: Date | string, timeZone = businessTimeZone(), language: Language = DEFAULT_LANGUAGE): string {
  return dateTimeFormat(intlLocale(language), { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(instant));
}

/** 'Monday, November 23, 2026' in the business zone (the long form on details); 'الاثنين، ٢٣ نوفمبر ٢٠٢٦' in Arabic. */
export function formatBusinessLongDate(instant: Date | string, timeZone = businessTimeZone(), language: Language = DEFAULT_LANGUAGE): string {
  return dateTimeFormat(intlLocale(language), { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(instant),
  );
}

/** '10:00 AM - 11:30 AM'. */
export function formatTimeRange(start: string | null, end: string | null, timeZone = businessTimeZone(), language: Language = DEFAULT_LANGUAGE): string {
  if (!start) return '—';
  return end
    ? `${formatBusinessTime(start, timeZone, language)} - ${formatBusinessTime(end, timeZone, language)}`
    : formatBusinessTime(start, timeZone, language);
}

/**
 * 'Nov 21, 2026, 10:00 AM' in the business zone: a date and time written for people, on the business's clock
 * ('Nov 21, 2026, 10:00' with 24-hour times); '٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص' in Arabic.
 */
export function formatBusinessDateTime(instant: Date | string, timeZone = businessTimeZone(), language: Language = DEFAULT_LANGUAGE): string {
  const clock = formatBusinessTime(instant, timeZone, language);
  return `${formatBusinessDate(instant, timeZone, language)}${language === DEFAULT_LANGUAGE ? ',' : '،'} ${clock}`;
}
