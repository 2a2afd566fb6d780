// How every time staff and customers read is written: 12-hour ('10:00 AM', the default) or 24-hour ('10:00'), the
// business profile's time_format (docs/areas/business-profile.md#units-and-times). One setting for every screen,
// set when the profile is read (the console at start, the buyer's page per request); kept on globalThis like the
// business zone (./business-zone.ts), so a remote that bundled its own copy of this lib sees the shell's setting.
export type TimeFormat = '12h' | '24h';
export const TIME_FORMATS: readonly TimeFormat[] = ['12h', '24h'];
export const DEFAULT_TIME_FORMAT: TimeFormat = '12h';

const FORMAT_KEY = Symbol.for('inspection-console.business-time-format');
type GlobalWithFormat = typeof globalThis & { [FORMAT_KEY]?: TimeFormat };

export const isTimeFormat = (value: unknown): value is TimeFormat => value === '12h' || value === '24h';

/** The clock every formatter of ./business-time.ts writes. */
export function businessTimeFormat(): TimeFormat {
  return (globalThis as GlobalWithFormat)[FORMAT_KEY] ?? DEFAULT_TIME_FORMAT;
}

/** Sets the clock (from the business profile); anything but '12h' or '24h' leaves the default. */
export function setBusinessTimeFormat(format: unknown): void {
  (globalThis as GlobalWithFormat)[FORMAT_KEY] = isTimeFormat(format) ? format : DEFAULT_TIME_FORMAT;
}

/** Tests only: back to the default. */
export function resetBusinessTimeFormatForTesting(): void {
  delete (globalThis as GlobalWithFormat)[FORMAT_KEY];
}

/** Intl options of an hour and minute on that clock: '10:00 AM' / '١٠:٠٠ ص', or '10:00' / '١٠:٠٠'. */
export function clockOptions(format: TimeFormat = businessTimeFormat()): Intl.DateTimeFormatOptions {
  return format === '24h' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { hour: '2-digit', minute: '2-digit', hour12: true };
}
