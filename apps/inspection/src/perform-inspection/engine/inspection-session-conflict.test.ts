// @vitest-environment node
// Two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection): every save says the version it
// was based on; a save the database refuses as another person's later answers waits for the choice, nothing lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_INTERVAL_MS, emptyOutbox, type Outbox } from '@inspection/inspection-domain';
import type { LoadedInspection } from '@inspection/inspection-data-access';
import { BOOKING_ID, testInspection } from '../test-inspection';
import { fakeSessionPorts } from './fake-session-ports';
import { InspectionSession, type SessionOptions } from './inspection-session';

const T0 = '2026-11-23T09:00:00.000Z';
const OPENED = '2026-11-23T08:00:00.123456+00:00';
const THEIRS_AT = '2026-11-23T08:30:00.654321+00:00';
const answer = (value: string, lastUpdated: string) => ({ value, lastUpdated });
const started = () => testInspection({ data: { name: answer('From server', '2026-11-23T08:00:00.000Z') }, updatedAt: OPENED });
const OMAR = { name: 'Omar Haddad', at: THEIRS_AT, keys: ['name'] };

let fake: ReturnType<typeof fakeSessionPorts>;
let session: InspectionSession;

function open(inspection: LoadedInspection = started(), stored: Outbox = emptyOutbox(), options: SessionOptions = {}) {
  session = new InspectionSession(inspection, stored, fake.ports, options);
  session.start();
  return session;
}

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeSessionPorts(T0);
});
afterEach(() => vi.useRealTimers());

describe('the version a save is based on', () => {
  it('is the loaded version, then the one each save answers', async () => {
    open();
    session.setAnswer('paint', { value: 'Faded' });
    await session.flush();
    fake.tick(1_000);
    session.setAnswer('paint', { value: 'Chipped' });
    await session.flush();
    expect(fake.server.basedOn).toEqual([OPENED, T0]);
  });

  it("is kept with the device's outbox, so changes made offline are saved based on what they were made on", async () => {
    const stored = { answers: { paint: answer('Offline', T0) }, marked: null, basedOn: OPENED };
    open(testInspection({ ...started(), updatedAt: THEIRS_AT }), stored);
    await session.flush();
    expect(fake.server.basedOn).toEqual([OPENED]);
  });

  it('is the loaded version when the server already has what the device kept', async () => {
    const stored = { answers: { name: answer('From server', '2026-11-23T08:00:00.000Z') }, marked: null, basedOn: '2026-11-23T07:00:00.000000+00:00' };
    open(started(), stored);
    session.setAnswer('paint', { value: 'Faded' });
    await session.flush();
    expect(fake.server.basedOn).toEqual([OPENED]);
  });
});

describe('a refused save', () => {
  it('waits for the choice: the changes stay, the autosave sends nothing and says no failure', async () => {
    const onAutosaveFailed = vi.fn();
    open(started(), emptyOutbox(), { onAutosaveFailed });
    fake.server.refuse = OMAR;
    session.setAnswer('name', { value: 'Mine' });
    session.setAnswer('paint', { value: 'Faded' });
    expect(await session.flush()).toBe('conflict');
    expect(session.getState()).toMatchObject({ conflict: OMAR, pendingCount: 2 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(fake.server.saves).toHaveLength(1);
    expect(onAutosaveFailed).not.toHaveBeenCalled();
    expect(fake.outboxOf(BOOKING_ID).answers).toHaveProperty('name');
  });

  it('keeps theirs: sends the rest without the clashing answers and shows theirs', async () => {
    open();
    fake.server.refuse = OMAR;
    fake.server.data = { name: answer('Theirs', '2026-11-23T08:30:00.000Z') };
    session.setAnswer('name', { value: 'Mine' });
    session.setAnswer('paint', { value: 'Faded' });
    await session.flush();
    expect(await session.resolveConflict('theirs')).toBe('saved');
    expect(fake.server.saves.at(-1)?.answers).toEqual({ paint: answer('Faded', T0) });
    expect(session.answers.get('name')?.value).toBe('Theirs');
    expect(session.getState()).toMatchObject({ conflict: null, pendingCount: 0 });
  });

  it('overwrites with mine: sends the same changes again, based on their version', async () => {
    open();
    fake.server.refuse = OMAR;
    session.setAnswer('name', { value: 'Mine' });
    await session.flush();
    expect(await session.resolveConflict('mine')).toBe('saved');
    expect(fake.server.basedOn.at(-1)).toBe(THEIRS_AT);
    expect(fake.server.saves.at(-1)?.answers).toEqual({ name: answer('Mine', T0) });
    expect(session.answers.get('name')?.value).toBe('Mine');
  });

  it('from the offline outbox, when the connection returns, asks the same way', async () => {
    open();
    fake.setOnline(false);
    session.wentOffline();
    session.setAnswer('name', { value: 'Typed offline' });
    await session.flush();
    fake.server.refuse = OMAR;
    fake.setOnline(true);
    session.wentOnline();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(session.getState().conflict).toEqual(OMAR);
    expect(fake.outboxOf(BOOKING_ID).answers).toEqual({ name: answer('Typed offline', T0) });
  });
});
