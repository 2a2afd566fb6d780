// The session's outside world for its unit tests: an in-memory device, a clock moved by hand and a server that
// merges like the database's save (per field, by lastUpdated), which can be made unreachable.
import { emptyOutbox, mergeAnswers, type InspectionAnswers, type MarkedData, type Outbox } from '@inspection/inspection-domain';
import type { LoadedInspection, SavedInspection } from '@inspection/inspection-data-access';
import type { SessionPorts } from './session-ports';

export function fakeSessionPorts(start = '2026-11-23T09:00:00.000Z') {
  let time = Date.parse(start);
  const device = {
    outboxes: new Map<string, Outbox>(),
    writes: 0,
    stashes: new Map<string, Outbox>(),
    snapshots: [] as LoadedInspection[],
    /** While set, a write to the device waits for this promise. */
    hold: undefined as Promise<void> | undefined,
  };
  /** What navigator.onLine would say. */
  const browser = { online: true };
  const server = {
    data: {} as InspectionAnswers,
    marked: {} as MarkedData,
    /** Requests fail as they would with no connection. */
    down: false,
    saves: [] as { answers: InspectionAnswers; marked: MarkedData | null }[],
    /** The version each save said it was based on. */
    basedOn: [] as (string | null)[],
    /** Another person's later save: a save based on a version before `at` touching `keys` is refused as the database does. */
    refuse: null as { name: string; at: string; keys: string[] } | null,
    submits: [] as Parameters<SessionPorts['submit']>[],
    /** While set, a save waits for this promise before it answers. */
    hold: undefined as Promise<void> | undefined,
  };
  const ports: SessionPorts = {
    async save(_bookingId, answers, marked, basedOn) {
      server.saves.push({ answers, marked });
      server.basedOn.push(basedOn);
      if (server.hold) await server.hold;
      if (server.down) throw new TypeError('Failed to fetch');
      const refuse = server.refuse;
      const touched = Object.keys(answers).concat(marked ? ['$marks'] : []);
      if (refuse && (basedOn ?? '') < refuse.at && touched.some((key) => refuse.keys.includes(key))) {
        throw { code: 'PT409', hint: 'inspection_edit_conflict', message: 'Someone else changed these answers after you opened the inspection', details: JSON.stringify(refuse) };
      }
      server.data = mergeAnswers(server.data, answers);
      if (marked) server.marked = marked;
      const saved: SavedInspection = { data: server.data, marked_data: server.marked, status: 'in_progress', updated_at: new Date(time).toISOString() };
      return saved;
    },
    async submit(...args) {
      if (server.down) throw new TypeError('Failed to fetch');
      server.submits.push(args);
      return { report_id: 'r1', overall_score: 10 };
    },
    async writeOutbox(bookingId, outbox) {
      device.writes += 1;
      if (device.hold) await device.hold;
      device.outboxes.set(bookingId, structuredClone(outbox));
    },
    stashOutbox(bookingId, outbox) {
      device.stashes.set(bookingId, structuredClone(outbox));
    },
    async writeSnapshot(inspection) {
      device.snapshots.push(inspection);
    },
    isOnline: () => browser.online,
    now: () => new Date(time),
  };
  return {
    ports,
    device,
    server,
    browser,
    /** Network and browser together: offline, or back online. */
    setOnline(online: boolean) {
      server.down = !online;
      browser.online = online;
    },
    /** The device's outbox for a booking (empty when none was written). */
    outboxOf: (bookingId: string) => device.outboxes.get(bookingId) ?? emptyOutbox(),
    tick: (ms: number) => {
      time += ms;
    },
  };
}
