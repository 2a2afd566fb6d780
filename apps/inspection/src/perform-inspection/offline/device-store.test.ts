import '../../test-support/fresh-indexeddb';
import { describe, expect, it } from 'vitest';
import { readOutbox, stashOutbox, writeOutbox } from './device-store';

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
});
