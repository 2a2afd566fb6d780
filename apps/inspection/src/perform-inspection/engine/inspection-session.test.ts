// @vitest-environment node
// The session engine runs without a browser: fake timers, an in-memory device, a clock moved by hand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_INTERVAL_MS, emptyOutbox, type Outbox } from '@inspection/inspection-domain';
import type { LoadedInspection } from '@inspection/inspection-data-access';
import { BOOKING_ID, testInspection } from '../test-inspection';
import { fakeSessionPorts } from './fake-session-ports';
import { DEVICE_WRITE_WAIT_MS, InspectionSession, OUTBOX_WRITE_DELAY_MS, type SessionOptions } from './inspection-session';

const T0 = '2026-11-23T09:00:00.000Z';
const answer = (value: string, lastUpdated: string) => ({ value, lastUpdated });
/** An inspection already started on the server: nothing is prefilled. */
const started = (over: Partial<LoadedInspection> = {}) => testInspection({ data: { name: answer('From server', '2026-11-23T08:00:00.000Z') }, ...over });

let fake: ReturnType<typeof fakeSessionPorts>;
let session: InspectionSession;
let stop: () => void;

function open(inspection: LoadedInspection = started(), stored: Outbox = emptyOutbox(), options: SessionOptions = {}) {
  session = new InspectionSession(inspection, stored, fake.ports, options);
  stop = session.start();
  return session;
}

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeSessionPorts(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('sends the changes every 30 seconds, and nothing once they are saved', async () => {
    open();
    session.setAnswer('name', { value: 'Priya N.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - 1);
    expect(fake.server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.server.saves).toEqual([{ answers: { name: answer('Priya N.', T0) }, marked: null }]);
    expect(session.getState()).toMatchObject({ pendingCount: 0, lastSaved: new Date(T0), serverReachable: true, saving: false });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(1);
  });

  it('keeps the prefilled answers on the device but does not send them alone: opening does not start the inspection', async () => {
    open(testInspection());
    // Nothing was changed: the prefilled answers are not changes waiting (docs/areas/inspection.md#autosave-and-offline).
    expect(session.getState().pendingCount).toBe(0);
    expect(Object.keys(fake.outboxOf(BOOKING_ID).answers).sort()).toEqual(['email', 'name', 'phone', 'when']);
    await vi.advanceTimersByTimeAsync(2 * AUTOSAVE_INTERVAL_MS);
    stop();
    session.pageHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.server.saves).toHaveLength(0);
  });

  it('counts the inspector\'s changes only, a changed prefilled answer included, and none once saved', async () => {
    open(testInspection());
    session.setAnswer('panels-child-0', { value: 'Hood' });
    expect(session.getState().pendingCount).toBe(1);
    session.setAnswer('name', { value: 'Priya N.' });
    expect(session.getState().pendingCount).toBe(2);
    await session.flush();
    expect(fake.server.saves[0].answers).toHaveProperty('email');
    expect(session.getState().pendingCount).toBe(0);
  });

  it('neither counts nor sends again the changes the device kept after the server saved them', async () => {
    const saved = { name: answer('From server', '2026-11-23T08:00:00.000Z') };
    open(started(), { answers: saved, marked: null });
    expect(session.getState().pendingCount).toBe(0);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(0);
    expect(fake.outboxOf(BOOKING_ID)).toEqual(emptyOutbox());
  });

  it('answers a save once the device holds the emptied outbox, so leaving on it cannot cut the write off', async () => {
    open();
    session.setAnswer('name', { value: 'Priya N.' });
    let release = () => {};
    fake.device.hold = new Promise((resolve) => (release = resolve));
    let result: string | undefined;
    void session.flush(true).then((outcome) => (result = outcome));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.server.saves).toHaveLength(1);
    expect(result).toBeUndefined();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe('saved');
    expect(fake.outboxOf(BOOKING_ID)).toEqual(emptyOutbox());
  });

  it('answers a save anyway when the device does not answer within DEVICE_WRITE_WAIT_MS', async () => {
    open();
    session.setAnswer('name', { value: 'Priya N.' });
    fake.device.hold = new Promise(() => {});
    let result: string | undefined;
    void session.flush(true).then((outcome) => (result = outcome));
    await vi.advanceTimersByTimeAsync(DEVICE_WRITE_WAIT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('saved');
    expect(session.getState()).toMatchObject({ pendingCount: 0, saving: false });
  });

  it('opened again, the prefilled answers it kept on the device are still not sent alone', async () => {
    open(testInspection());
    stop();
    await vi.advanceTimersByTimeAsync(0);
    fake.tick(60_000);
    open(testInspection(), fake.outboxOf(BOOKING_ID));
    expect(session.getState().pendingCount).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(0);
    // A change of the inspector's own is sent with them.
    session.setAnswer('name', { value: 'Priya N.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(1);
    expect(Object.keys(fake.server.saves[0].answers).sort()).toEqual(['email', 'name', 'phone', 'when']);
  });

  it('sends the changes restored from the device without a new change', async () => {
    open(started(), { answers: { name: answer('Typed offline', '2026-11-23T08:30:00.000Z') }, marked: null });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves[0].answers).toEqual({ name: answer('Typed offline', '2026-11-23T08:30:00.000Z') });
  });

  it('tells a failed autosave only while the browser believes it is online', async () => {
    const onAutosaveFailed = vi.fn();
    open(started(), emptyOutbox(), { onAutosaveFailed });
    session.setAnswer('name', { value: 'x' });
    fake.server.down = true;
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(onAutosaveFailed).toHaveBeenCalledTimes(1);
    fake.browser.online = false;
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(onAutosaveFailed).toHaveBeenCalledTimes(1);
    expect(fake.server.saves).toHaveLength(2);
  });

  it('stops with the session, sending what waits; a published inspection is never sent', async () => {
    open();
    session.setAnswer('name', { value: 'x' });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.server.saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(1);

    fake = fakeSessionPorts(T0);
    open(started({ isPublished: true }), { answers: { name: answer('x', T0) }, marked: null });
    expect(session.getState().readOnly).toBe(true);
    session.wentOnline();
    session.pageHidden();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    stop();
    expect(fake.server.saves).toHaveLength(0);
  });
});

describe('device outbox', () => {
  it(`writes typing to the device ${OUTBOX_WRITE_DELAY_MS} ms after the last keystroke, not once per keystroke`, async () => {
    open();
    const writesAtStart = fake.device.writes;
    session.setAnswer('name', { value: 'P' });
    await vi.advanceTimersByTimeAsync(OUTBOX_WRITE_DELAY_MS - 50);
    session.setAnswer('name', { value: 'Pr' });
    session.setAnswer('email', { value: 'p@x.co' });
    await vi.advanceTimersByTimeAsync(OUTBOX_WRITE_DELAY_MS - 1);
    expect(fake.device.writes).toBe(writesAtStart);
    // On screen and counted at once, whatever the device has.
    expect(session.answers.get('name')?.value).toBe('Pr');
    expect(session.getState().pendingCount).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.device.writes).toBe(writesAtStart + 1);
    expect(fake.outboxOf(BOOKING_ID).answers).toEqual({ name: answer('Pr', T0), email: answer('p@x.co', T0) });
  });

  it('writes at once when the field is left, and not again when the delay ends', async () => {
    open();
    const writesAtStart = fake.device.writes;
    session.setAnswer('name', { value: 'Priya' });
    session.fieldLeft();
    expect(fake.outboxOf(BOOKING_ID).answers.name?.value).toBe('Priya');
    await vi.advanceTimersByTimeAsync(OUTBOX_WRITE_DELAY_MS);
    expect(fake.device.writes).toBe(writesAtStart + 1);
    session.fieldLeft();
    expect(fake.device.writes).toBe(writesAtStart + 1);
  });

  it('keeps a synchronous copy when the page is hidden or left, writes the device and sends', async () => {
    open();
    session.setAnswer('name', { value: 'Last keystroke' });
    session.pageHidden();
    expect(fake.device.stashes.get(BOOKING_ID)?.answers.name?.value).toBe('Last keystroke');
    expect(fake.outboxOf(BOOKING_ID).answers.name?.value).toBe('Last keystroke');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.server.saves).toHaveLength(1);
    // Once saved, the device's outbox is empty again.
    expect(fake.outboxOf(BOOKING_ID)).toEqual(emptyOutbox());
  });

  it('writes the waiting change when the session stops', () => {
    open();
    fake.setOnline(false);
    session.setAnswer('name', { value: 'Closing' });
    stop();
    expect(fake.outboxOf(BOOKING_ID).answers.name?.value).toBe('Closing');
  });
});

describe('offline queue', () => {
  it('keeps every change while offline and sends them together when the connection returns', async () => {
    const onAutosaveFailed = vi.fn();
    open(started(), emptyOutbox(), { onAutosaveFailed });
    fake.setOnline(false);
    session.wentOffline();
    session.setAnswer('name', { value: 'Offline 1' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    fake.tick(60_000);
    session.setPartConditions('hood', ['Dented']);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(fake.server.saves).toHaveLength(2);
    expect(onAutosaveFailed).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ pendingCount: 2, serverReachable: false, lastSaved: new Date(started().updatedAt) });
    expect(fake.outboxOf(BOOKING_ID)).toEqual({
      answers: { name: answer('Offline 1', T0) },
      marked: { hood: ['Dented'], lastUpdated: '2026-11-23T09:01:00.000Z' },
      // The version these changes were made on, so a reload still saves based on it.
      basedOn: started().updatedAt,
    });

    fake.setOnline(true);
    session.wentOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.server.saves.at(-1)).toEqual({ answers: { name: answer('Offline 1', T0) }, marked: { hood: ['Dented'], lastUpdated: '2026-11-23T09:01:00.000Z' } });
    expect(session.getState()).toMatchObject({ pendingCount: 0, serverReachable: true, lastSaved: new Date('2026-11-23T09:01:00.000Z') });
    expect(fake.outboxOf(BOOKING_ID)).toEqual(emptyOutbox());
    // The device's copy of the inspection follows the server, for a reload without a connection.
    expect(fake.device.snapshots.at(-1)).toMatchObject({ status: 'in_progress', data: { name: answer('Offline 1', T0) }, markedData: { hood: ['Dented'] } });
  });

  it("an 'offline' event marks the server unreachable until a save reaches it", async () => {
    open();
    session.setAnswer('name', { value: 'x' });
    await session.flush();
    expect(session.getState().serverReachable).toBe(true);
    session.wentOffline();
    expect(session.getState().serverReachable).toBe(false);
    expect(await session.flush(true)).toBe('saved');
    expect(session.getState().serverReachable).toBe(true);
  });
});

describe('merging with other devices', () => {
  it('shows what another device saved; per field, the later lastUpdated wins', async () => {
    open();
    fake.server.data = {
      name: answer('Older, other device', '2026-11-23T08:59:00.000Z'),
      email: answer('other@device.co', '2026-11-23T08:59:00.000Z'),
    };
    session.setAnswer('name', { value: 'Mine' });
    expect(await session.flush()).toBe('saved');
    expect(session.answers.get('name')).toEqual(answer('Mine', T0));
    expect(session.answers.get('email')).toEqual(answer('other@device.co', '2026-11-23T08:59:00.000Z'));
  });

  it('keeps a change typed while a save was under way, on screen and in the outbox', async () => {
    open();
    let answerSave!: () => void;
    fake.server.hold = new Promise((resolve) => (answerSave = resolve));
    session.setAnswer('name', { value: 'one' });
    const saving = session.flush();
    expect(session.getState().saving).toBe(true);
    fake.tick(1000);
    session.setAnswer('name', { value: 'two' });
    // A second save waits for the one under way, then sends what is left.
    const second = session.flush();
    answerSave();
    fake.server.hold = undefined;
    expect(await saving).toBe('saved');
    expect(session.answers.get('name')?.value).toBe('two');
    expect(await second).toBe('saved');
    expect(fake.server.saves.map((save) => save.answers.name?.value)).toEqual(['one', 'two']);
    expect(session.getState()).toMatchObject({ pendingCount: 0, saving: false });
  });
});

describe('notifications and submit', () => {
  it('a keystroke notifies its own field, and the session state only when a count changes', () => {
    open(testInspection());
    const name = vi.fn();
    const email = vi.fn();
    const state = vi.fn();
    session.answers.subscribeKey('name', name);
    session.answers.subscribeKey('email', email);
    session.subscribe(state);
    session.setAnswer('name', { value: 'P' });
    session.setAnswer('name', { value: 'Pr' });
    // The first keystroke makes a prefilled answer a change (0 -> 1 waiting), the second changes no count.
    expect([name.mock.calls.length, email.mock.calls.length, state.mock.calls.length]).toEqual([2, 0, 1]);
    session.setAnswer('paint', { value: 'Original', score: 10, maxScore: 10 });
    expect(state).toHaveBeenCalledTimes(2);
    expect(session.getState().pendingCount).toBe(2);
  });

  it('submits the answers, the marks and the signatures (the database builds the report), then empties the outbox and turns read-only', async () => {
    open(started());
    session.setAnswer('paint', { value: 'Original', score: 10, maxScore: 10 });
    await session.submit(SIGNED);
    const [bookingId, answers, , signatures] = fake.server.submits[0];
    expect(bookingId).toBe(BOOKING_ID);
    expect(answers.paint).toEqual({ value: 'Original', score: 10, maxScore: 10, lastUpdated: T0 });
    expect(signatures).toEqual(SIGNED);
    expect(session.getState()).toMatchObject({ submitted: true, readOnly: true, pendingCount: 0 });
    expect(fake.outboxOf(BOOKING_ID)).toEqual(emptyOutbox());
  });

  it('a failed submit throws and keeps the outbox', async () => {
    open(started());
    session.setAnswer('paint', { value: 'Original', score: 10, maxScore: 10 });
    fake.setOnline(false);
    await expect(session.submit(SIGNED)).rejects.toThrow('Failed to fetch');
    expect(session.getState()).toMatchObject({ submitted: false, readOnly: false, pendingCount: 1 });
  });
});

const SIGNED = { inspector: { name: 'Omar Haddad', signed_at: '2026-11-23T10:00:00.000Z', path: 'M1 1 L9 9' }, customer: null };
