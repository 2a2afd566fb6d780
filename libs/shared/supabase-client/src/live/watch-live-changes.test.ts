import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../supabase-client';
import { liveState } from './live-status';
import { LIVE_COALESCE_MS, watchLiveChanges, type LiveChange } from './watch-live-changes';

/** A stand-in for realtime-js's channel: the test plays the server's side (statuses and changes). */
function fakeClient() {
  const channels: { topic: string; binding: unknown; emit: (change: LiveChange) => void; status: (s: string) => void; removed: boolean }[] = [];
  const client = {
    channel(topic: string) {
      const entry = { topic, binding: null as unknown, emit: (_: LiveChange): void => undefined, status: (_: string): void => undefined, removed: false };
      channels.push(entry);
      const channel = {
        on(_type: string, binding: unknown, callback: (change: LiveChange) => void) {
          entry.binding = binding;
          entry.emit = callback;
          return channel;
        },
        subscribe(callback: (status: string) => void) {
          entry.status = callback;
          return channel;
        },
      };
      return channel;
    },
    removeChannel(channel: unknown) {
      const entry = channels.find((c) => !c.removed);
      if (entry) entry.removed = true;
      void channel;
      return Promise.resolve('ok');
    },
  };
  return { client: client as unknown as Client, channels };
}

const change = (id: string) => ({ eventType: 'INSERT', table: 'bookings', new: { id }, old: {} }) as unknown as LiveChange;

describe('watchLiveChanges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes to the table with its filter, each watch on its own topic', () => {
    const { client, channels } = fakeClient();
    const stops = [watchLiveChanges(client, { table: 'bookings', filter: 'id=eq.1' }, () => undefined), watchLiveChanges(client, { table: 'bookings' }, () => undefined)];
    expect(channels[0].binding).toEqual({ event: '*', schema: 'public', table: 'bookings', filter: 'id=eq.1' });
    expect(channels[1].binding).toEqual({ event: '*', schema: 'public', table: 'bookings' });
    expect(channels[0].topic).not.toBe(channels[1].topic);
    stops.forEach((stop) => stop());
  });

  it('reports a burst of changes once', () => {
    const { client, channels } = fakeClient();
    const onStale = vi.fn();
    const stop = watchLiveChanges(client, { table: 'bookings' }, onStale);
    channels[0].status('SUBSCRIBED');
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    onStale.mockClear(); // the join's refresh
    for (let i = 0; i < 20; i += 1) channels[0].emit(change(String(i)));
    expect(onStale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onStale.mock.calls[0][0]).toHaveLength(20);
    channels[0].emit(change('later'));
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes once after the first join (a read made before it may have missed a change) and once after each rejoin', () => {
    const { client, channels } = fakeClient();
    const onStale = vi.fn();
    const stop = watchLiveChanges(client, { table: 'bookings' }, onStale);
    expect(liveState()).toBe('connecting');
    channels[0].status('SUBSCRIBED');
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).toHaveBeenCalledExactlyOnceWith([]);
    expect(liveState()).toBe('connected');
    onStale.mockClear();
    channels[0].status('CHANNEL_ERROR');
    channels[0].status('TIMED_OUT');
    expect(liveState()).toBe('reconnecting');
    channels[0].status('SUBSCRIBED');
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).toHaveBeenCalledExactlyOnceWith([]);
    expect(liveState()).toBe('connected');
    stop();
    expect(liveState()).toBe('idle');
  });

  it('opens a new channel when the server closes one, and refreshes when it joins', () => {
    const { client, channels } = fakeClient();
    const onStale = vi.fn();
    const stop = watchLiveChanges(client, { table: 'leads' }, onStale);
    channels[0].status('SUBSCRIBED');
    channels[0].status('CLOSED');
    expect(channels[0].removed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(channels).toHaveLength(2);
    channels[1].status('SUBSCRIBED');
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).toHaveBeenCalledTimes(2); // the first join, and the join of the new channel
    stop();
  });

  it('never throws: a client that cannot open a channel, or a refresh that fails, leave the screen alone', () => {
    const broken = { channel: () => { throw new Error('no socket'); }, removeChannel: () => Promise.resolve('ok') } as unknown as Client;
    expect(() => watchLiveChanges(broken, { table: 'bookings' }, () => undefined)()).not.toThrow();
    const { client, channels } = fakeClient();
    const stop = watchLiveChanges(client, { table: 'bookings' }, () => { throw new Error('refresh failed'); });
    channels[0].status('SUBSCRIBED');
    channels[0].emit(change('1'));
    expect(() => vi.advanceTimersByTime(LIVE_COALESCE_MS)).not.toThrow();
    stop();
  });

  it('stops reporting once stopped', () => {
    const { client, channels } = fakeClient();
    const onStale = vi.fn();
    const stop = watchLiveChanges(client, { table: 'bookings' }, onStale);
    channels[0].status('SUBSCRIBED');
    channels[0].emit(change('1'));
    stop();
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(onStale).not.toHaveBeenCalled();
    expect(channels[0].removed).toBe(true);
  });
});
