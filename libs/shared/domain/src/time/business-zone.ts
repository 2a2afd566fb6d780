// The business time zone: one setting for every screen, read at start-up from the runtime config's
// `businessTimeZone` (which the backend reads from the database's public.business_time_zone()).
// Kept on globalThis: a remote that bundled its own copy of this lib still sees the shell's setting.

/** The zone used before the runtime config is read (and in unit tests): docs/areas/bookings.md#business-time-zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Dubai';

const ZONE_KEY = Symbol.for('inspection-console.business-time-zone');
type GlobalWithZone = typeof globalThis & { [ZONE_KEY]?: string };

/** True for an IANA zone name the browser knows ('Asia/Dubai', 'UTC'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone every day boundary, slot time and date label is computed in. */
export function businessTimeZone(): string {
  return (globalThis as GlobalWithZone)[ZONE_KEY] ?? BUSINESS_TIME_ZONE;
}

/** Sets the business zone (from the runtime config); an unknown zone name is refused. */
export function setBusinessTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new Error(`Unknown time zone: ${zone}`);
  (globalThis as GlobalWithZone)[ZONE_KEY] = zone;
}

/** Tests only: back to the fallback zone. */
export function resetBusinessTimeZoneForTesting(): void {
  delete (globalThis as GlobalWithZone)[ZONE_KEY];
}
