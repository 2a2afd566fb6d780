import '../../test-support/fresh-indexeddb';
import { describe, expect, it } from 'vitest';
import { readOutbox, readOutboxEarly, stashOutbox, takeOutbox, writeOutbox } from './device-store';

const answer = (value: string, at: string) => ({ value, lastUpdated: at });

describe('device outbox', () => {
  it('a stash taken as the page went away is merged back: newer answers win', async () => {
    await writeOutbox('b1', { answers: { a: answer('on device', '2026-11-23T10:00:00Z'), b: answer('newer on device', '2026-11-23T10:05:00Z') }, marked: null });
    // The page left before IndexedDB had the last keystrokes.
    stashOutbox('b1', { answers: { a: answer('typed last', '2026-11-23T10:01:00Z'), b: answer('older', '2026-11-23T10:02:00Z'), c: answer('new field', '2026-11-23T10:03:00Z') }, marked: null });
    expect((await readOutbox('b1')).answers).toEqual({
      a: answer('typed last', '2026-11-23T10:01:00Z'),
      b: answer('newer on device', '2026-11-23T10:05:00Z'),
      c: answer('new field', '2026-11-23T10:03:00Z'),
    });
  });

  it('the stash goes once the device holds the same outbox, or nothing waits', async () => {
    const outbox = { answers: { a: answer('x', '2026-11-23T10:00:00Z') }, marked: null };
    stashOutbox('b2', outbox);
    await writeOutbox('b2', outbox);
    expect(localStorage.getItem('inspection-outbox-stash:b2')).toBeNull();
    stashOutbox('b3', outbox);
    await writeOutbox('b3', { answers: {}, marked: null });
    expect(localStorage.getItem('inspection-outbox-stash:b3')).toBeNull();
    expect((await readOutbox('b3')).answers).toEqual({});
  });

  it('an outbox read as the screen’s code arrived is taken once, for its booking only', async () => {
    await writeOutbox('b4', { answers: { a: answer('waiting', '2026-11-23T10:00:00Z') }, marked: null });
    readOutboxEarly('b4');
    // Another booking's screen reads its own outbox.
    expect((await takeOutbox('b5')).answers).toEqual({});
    readOutboxEarly('b4');
    expect((await takeOutbox('b4')).answers).toEqual({ a: answer('waiting', '2026-11-23T10:00:00Z') });
  });

  it('a write after the early read drops it: the screen reads what the device holds then', async () => {
    readOutboxEarly('b6');
    await writeOutbox('b6', { answers: { a: answer('typed later', '2026-11-23T10:01:00Z') }, marked: null });
    expect((await takeOutbox('b6')).answers).toEqual({ a: answer('typed later', '2026-11-23T10:01:00Z') });
    readOutboxEarly('b6');
    stashOutbox('b6', { answers: { b: answer('stashed', '2026-11-23T10:02:00Z') }, marked: null });
    expect(Object.keys((await takeOutbox('b6')).answers).sort()).toEqual(['a', 'b']);
  });
});
