import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_COALESCE_MS, type LiveChange } from './watch-live-changes';
import { useLiveChanges, useLiveState } from './use-live-changes';
import { FRESH_ROW_MS, useFreshRows } from './fresh-rows';

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

describe('useLiveChanges after a join', () => {
  it('reads again what was read before the first join: a read at rest at once, a read in flight once it lands, not cancelled', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = { list: 0, summary: 0 };
    const aborted: boolean[] = [];
    let landSummary = (_: string): void => undefined;
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => {
        useLiveChanges({ table: 'bookings', queryKeys: [['bookings']] });
        const list = useQuery({ queryKey: ['bookings', 'list'], queryFn: async () => `list ${++calls.list}` });
        const summary = useQuery({
          queryKey: ['bookings', 'summary'],
          queryFn: ({ signal }) => {
            calls.summary += 1;
            signal.addEventListener('abort', () => aborted.push(true));
            return new Promise<string>((resolve) => (landSummary = resolve));
          },
        });
        return { list: list.data, summary: summary.data };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list).toBe('list 1'));
    expect(calls.summary).toBe(1);

    act(() => fake.status('SUBSCRIBED'));
    await waitFor(() => expect(result.current.list).toBe('list 2'));
    expect(calls.summary).toBe(1); // still in flight: left to land
    act(() => landSummary('summary read before the join'));
    await waitFor(() => expect(calls.summary).toBe(2));
    act(() => landSummary('summary read after the join'));
    await waitFor(() => expect(result.current.summary).toBe('summary read after the join'));
    expect(aborted).toEqual([]);
  });

  it('leaves a read in flight at the join alone when it lands in failure: its error stands, no second round of tries', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    let fail = (_: Error): void => undefined;
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => {
        useLiveChanges({ table: 'contacts', queryKeys: [['contacts']] });
        return useQuery({ queryKey: ['contacts', 'list'], queryFn: () => ((calls += 1), new Promise<string>((_, reject) => (fail = reject))) });
      },
      { wrapper },
    );
    act(() => fake.status('SUBSCRIBED'));
    act(() => fail(new Error('The backend is starting')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(result.current.isError).toBe(true);
  });

  it('highlights the rows a burst inserted or updated, by the column given', () => {
    vi.useFakeTimers();
    const { wrapper } = setup();
    const hook = renderHook(() => [useLiveChanges({ table: 'inspection_data', queryKeys: [['records']], highlight: 'booking_id' }), useFreshRows()] as const, { wrapper });
    act(() => {
      fake.status('SUBSCRIBED');
      fake.emit({ eventType: 'INSERT', new: { id: 'i1', booking_id: 'b1' } } as unknown as LiveChange);
      fake.emit({ eventType: 'UPDATE', new: { id: 'i2', booking_id: 'b2' } } as unknown as LiveChange);
      fake.emit({ eventType: 'DELETE', new: {}, old: { id: 'i3' } } as unknown as LiveChange);
      vi.advanceTimersByTime(LIVE_COALESCE_MS);
    });
    expect([...hook.result.current[1]]).toEqual(['b1', 'b2']);
    act(() => vi.advanceTimersByTime(FRESH_ROW_MS));
    expect(hook.result.current[1].size).toBe(0);
  });
});
