// Date formatting for the seeded sheets (their randomness is @inspection/shared-domain's seededRandom).
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local midnight of the day `daysAgo` days before `now`, plus hours and minutes. */
export function localTime(now: Date, daysAgo: number, hours: number, minutes: number, seconds = 0): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes, seconds);
}

export const formatDmyTime = (d: Date) =>
  `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
export const formatDmy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
export const formatDmyShort = (d: Date) => `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;
export const formatIsoUtc = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const formatIsoLocal = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
export const formatSqlLocal = (d: Date) => formatIsoLocal(d).replace('T', ' ');

