import '../test-support/fresh-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { BOOKING_ID } from './test-inspection';

const answer = (value: string) => ({ value, lastUpdated: '2026-11-29T10:00:00Z' });
const outboxOf = (value: string) => ({ answers: { a: answer(value) }, marked: null });
// The device store's own database, written behind its back: what the screen then takes shows which read it was.
const putOutbox = (value: string) => set(`outbox:${BOOKING_ID}`, outboxOf(value), createStore('inspection-offline', 'entries'));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the perform screen’s code, as it arrives', () => {
  it('starts reading the outbox of the booking in the address', async () => {
    await putOutbox('before the code arrived');
    vi.resetModules();
    window.history.replaceState(null, '', `/performinspection/${BOOKING_ID}`);
    await import('./perform-inspection-page');
    const { takeOutbox } = await import('./offline/device-store');
    // The early read has reached the device (fake-indexeddb answers within a few ticks) before the outbox changes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await putOutbox('after');
    expect((await takeOutbox(BOOKING_ID)).answers).toEqual({ a: answer('before the code arrived') });
    // Taken once: the next opening reads again.
    expect((await takeOutbox(BOOKING_ID)).answers).toEqual({ a: answer('after') });
  });

  it('reads nothing early on another address', async () => {
    await putOutbox('before');
    vi.resetModules();
    window.history.replaceState(null, '', '/my-day');
    await import('./perform-inspection-page');
    const { takeOutbox } = await import('./offline/device-store');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await putOutbox('after');
    expect((await takeOutbox(BOOKING_ID)).answers).toEqual({ a: answer('after') });
  });
});
