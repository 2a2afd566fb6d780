// Date Wise as lanes (docs/areas/bookings.md#bookings-dashboard): the chosen business day's bookings, one lane per inspector (every active one, so
// an idle inspector shows as free capacity), each booking a block placed on a time axis from 08:00 to 21:00 in the
// business zone (widened to the hour when a booking falls outside). Unassigned timed bookings get a lane of their own.
import { businessTimeZone, zonedTime } from '@inspection/shared-domain';
import type { BookingWithType } from './booking';

export const UNASSIGNED_LANE = 'Unassigned';
const DAY_FROM = 8 * 60;
const DAY_TO = 21 * 60;

export interface LaneBlock {
  booking: BookingWithType;
  /** Position and size on the axis, in percent. */
  left: number;
  width: number;
}

export interface DayLane {
  key: string;
  name: string;
  blocks: LaneBlock[];
}

export interface DayLanes {
  lanes: DayLane[];
  /** The axis, in minutes after the business day's midnight (whole hours). */
  from: number;
  to: number;
}

/** `ofDay`: the day's bookings (bookingsOfDay); `team`: the inspectors to show even when idle. */
export function dayLanes(
  ofDay: readonly BookingWithType[],
  team: readonly { id: string; full_name: string; active: boolean }[],
  day: string,
  timeZone = businessTimeZone(),
): DayLanes {
  const midnight = zonedTime(day, '00:00', timeZone).getTime();
  const minutes = (iso: string) => (new Date(iso).getTime() - midnight) / 60_000;
  // A cancelled booking keeps nobody busy (docs/areas/bookings.md#cancel-not-delete): listed below, not in a lane.
  const timed = ofDay.filter((b) => b.start_time && b.end_time && b.status !== 'cancelled');
  const from = Math.floor(Math.min(DAY_FROM, ...timed.map((b) => minutes(b.start_time!))) / 60) * 60;
  const to = Math.ceil(Math.max(DAY_TO, ...timed.map((b) => minutes(b.end_time!))) / 60) * 60;
  const lanes = new Map<string, DayLane>();
  for (const member of team) if (member.active) lanes.set(member.id, { key: member.id, name: member.full_name, blocks: [] });
  for (const booking of timed) {
    const key = booking.inspector_id ?? UNASSIGNED_LANE;
    const name = booking.inspector_id ? (booking.inspectors?.full_name ?? team.find((m) => m.id === key)?.full_name ?? 'Inspector') : UNASSIGNED_LANE;
    const lane = lanes.get(key) ?? { key, name, blocks: [] };
    const start = minutes(booking.start_time!);
    lane.blocks.push({ booking, left: ((start - from) / (to - from)) * 100, width: ((minutes(booking.end_time!) - start) / (to - from)) * 100 });
    lanes.set(key, lane);
  }
  const sorted = [...lanes.values()].sort((a, b) => Number(a.key === UNASSIGNED_LANE) - Number(b.key === UNASSIGNED_LANE) || a.name.localeCompare(b.name));
  return { lanes: sorted, from, to };
}
