import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COALESCE_MS, type LiveChange } from './watch-live-changes';
import { useLiveChanges, useLiveState } from './use-live-changes';

// The shared client, played by a fake channel (the hook's logic; live-changes.integration.test.ts runs the real one).
const fake = vi.hoisted(() => ({ emit: (_: unknown): void => undefined, status: (_: string): void => undefined, removed: 0, broken: false }));
vi.mock('../supabase-client', () => ({
  defaultClient: () => {
    if (fake.broken) throw new Error('getSupabase() was called before initPlatform(config)');
    const channel = {
      on: (_type: string, _binding: unknown, callback: (change: unknown) => void) => ((fake.emit = callback), channel),
      subscribe: (callback: (status: string) => void) => ((fake.status = callback), channel),
    };
    return { channel: () => channel, removeChannel: () => ((fake.removed += 1), Promise.resolve('ok')) };
  },
}));

function setup() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => void invalidated.push(filters?.queryKey));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, invalidated };
}

describe('useLiveChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
    fake.broken = false;
  });

  it("invalidates the screen's keys once per burst, hands the changes over, and leaves the channel on unmount", () => {
    vi.useFakeTimers();
    const { wrapper, invalidated } = setup();
    const onChanges = vi.fn();
    const hook = renderHook(() => [useLiveChanges({ table: 'bookings', queryKeys: [['bookings', 'list'], ['bookings', 'summary']], onChanges }), useLiveState()], { wrapper });
    act(() => fake.status('SUBSCRIBED'));
    expect(hook.result.current[1]).toBe('connected');
    act(() => {
      fake.emit({ eventType: 'INSERT', new: { id: 'a' } } as unknown as LiveChange);
      fake.emit({ eventType: 'UPDATE', new: { id: 'b' } } as unknown as LiveChange);
      vi.advanceTimersByTime(LIVE_COALESCE_MS);
    });
    expect(invalidated).toEqual([['bookings', 'list'], ['bookings', 'summary']]);
    expect(onChanges).toHaveBeenCalledTimes(1);
    expect(onChanges.mock.calls[0][0]).toHaveLength(2);
    act(() => fake.status('CHANNEL_ERROR'));
    expect(hook.result.current[1]).toBe('reconnecting');
    const removed = fake.removed;
    hook.unmount();
    expect(fake.removed).toBe(removed + 1);
  });

  it('renders the screen without a platform (no client): nothing to follow, nothing thrown', () => {
    fake.broken = true;
    const { wrapper } = setup();
    expect(() => renderHook(() => useLiveChanges({ table: 'leads', queryKeys: [['crm']] }), { wrapper })).not.toThrow();
  });
});
