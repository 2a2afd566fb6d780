// The 'Call logs' sheet: a header row and about 1,300 calls over the last 90 days
// (columns A–F, docs/areas/calllogs.md#the-call-log-sheet), call types in mixed case as phones export them.
// CALL_LOGS_ROWS=<n> seeds exactly n calls instead (benchmarks and tests of large sheets).
import { seededRandom, type Random } from '@inspection/shared-domain';
import { formatSqlLocal, localTime } from './seed-random';

export const CALL_LOGS_HEADER = ['save_time', 'phone_number', 'call_type', 'duration', 'contact_name', 'call_time'];

const NAMES = [
  'Aisha Rahman', 'James Whitfield', 'Priya Nair', 'Omar Haddad', 'Sofia Martinez', 'Fatima Al Zaabi', 'Daniel Kim',
  'Hannah Becker', 'Ravi Menon', 'Yusuf Karim', 'Grace Thompson', 'Ahmed Mansour', 'Layla Hassan', 'Arjun Patel',
  'Khalid Al Amiri', 'Samir Aziz', 'Garage - Al Quoz', 'Tow Truck Dispatch', 'Insurance Desk', 'Nadia Farouk',
];

const TYPES: Array<[string, number]> = [
  ['incoming', 0.44],
  ['outgoing', 0.3],
  ['missed', 0.18],
  ['rejected', 0.08],
];

const SEED = 90210;
const DAYS = 90;
const PER_DAY_MIN = 11;
const PER_DAY_MAX = 18;

interface Caller {
  phone: string;
  name: string;
}

// A few callers are CRM contacts of supabase/seed.sql, their numbers written as phones export them,
// so the call logs link to contact details.
const CONTACT_CALLERS: Array<[number, string]> = [
  [1, '+971501234567'],
  [3, '+971 55 987 6543'],
  [5, '0521112222'],
];

/** The number of calls CALL_LOGS_ROWS asks for, or undefined for the default demo sheet. */
export function callLogRowsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.CALL_LOGS_ROWS?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`CALL_LOGS_ROWS must be a whole number of calls, got '${raw}'`);
  return n;
}

/** The sheet's rows, header first: the demo's ~1,300 calls, or exactly `calls` calls spread over 90 days. */
export function callLogRows(now: Date, calls?: number): string[][] {
  const random = seededRandom(SEED);
  const callers = makeCallers(random, calls === undefined ? 140 : Math.max(140, Math.round(calls / 25)));
  for (const [index, phone] of CONTACT_CALLERS) callers[index].phone = phone;
  const rows: string[][] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = DAYS - 1 - daysAgo;
    const count =
      calls === undefined
        ? random.int(PER_DAY_MIN, PER_DAY_MAX)
        : Math.floor(((day + 1) * calls) / DAYS) - Math.floor((day * calls) / DAYS);
    const times = Array.from({ length: count }, () => random.int(8 * 3600, 20 * 3600)).sort((a, b) => a - b);
    for (const seconds of times) {
      const caller = random.chance(0.35) ? callers[random.int(0, 11)] : random.pick(callers);
      const type = pickType(random);
      const duration = type === 'missed' || type === 'rejected' ? 0 : random.int(12, 900);
      const callTime = localTime(now, daysAgo, 0, 0, seconds);
      const saveTime = new Date(callTime.getTime() + (duration + random.int(2, 90)) * 1000);
      rows.push([formatSqlLocal(saveTime), caller.phone, mixCase(type, random), String(duration), caller.name, formatSqlLocal(callTime)]);
    }
  }
  return [CALL_LOGS_HEADER, ...rows];
}

function makeCallers(random: Random, count: number): Caller[] {
  return Array.from({ length: count }, (_, i) => ({
    phone: `+9715${random.int(0, 8)}${String(random.int(1000000, 9999999))}`,
    name: i < NAMES.length * 2 && i % 2 === 0 ? NAMES[i / 2] : '',
  }));
}

function pickType(random: Random): string {
  let roll = random.next();
  for (const [type, weight] of TYPES) {
    if ((roll -= weight) < 0) return type;
  }
  return 'incoming';
}

function mixCase(type: string, random: Random): string {
  const roll = random.next();
  if (roll < 0.6) return type.toUpperCase();
  if (roll < 0.85) return type[0].toUpperCase() + type.slice(1);
  return type;
}
