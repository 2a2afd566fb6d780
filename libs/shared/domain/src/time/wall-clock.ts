// Wall-clock readings without a zone (a phone's '2026-11-23 10:15:00' in a sheet) to instants in the business
// zone, fast enough for 50,000 rows: the zone's offset is computed once per zone and hour, not once per row.
import { zonedTime } from './business-time';
import { businessTimeZone } from './business-zone';

const pad = (n: number) => String(n).padStart(2, '0');
const MAX_CACHED_HOURS = 100_000;
const offsets = new Map<string, number>();

/** Epoch ms at which the zone's clocks read the given date and time (month 1–12; out-of-range parts roll over). */
export function zonedWallClockMs(year: number, month: number, day: number, hour: number, minute: number, second = 0, timeZone = businessTimeZone()): number {
  const hourUtc = Date.UTC(year, month - 1, day, hour);
  const key = `${timeZone}|${hourUtc}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const rolled = new Date(hourUtc);
    const dayText = `${rolled.getUTCFullYear()}-${pad(rolled.getUTCMonth() + 1)}-${pad(rolled.getUTCDate())}`;
    offset = zonedTime(dayText, `${pad(rolled.getUTCHours())}:00`, timeZone).getTime() - hourUtc;
    if (offsets.size >= MAX_CACHED_HOURS) offsets.clear();
    offsets.set(key, offset);
  }
  return hourUtc + (minute * 60 + second) * 1000 + offset;
}
