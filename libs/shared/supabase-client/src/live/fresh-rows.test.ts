import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_ROW_MS, changedIds, insertedIds, markFreshRows, useFreshRow, useFreshRows } from './fresh-rows';
import type { LiveChange } from './watch-live-changes';

describe('fresh rows', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the ids of inserted rows only', () => {
    const changes = [
      { eventType: 'INSERT', new: { id: 'a' } },
      { eventType: 'UPDATE', new: { id: 'b' } },
      { eventType: 'DELETE', new: {}, old: { id: 'c' } },
    ] as unknown as LiveChange[];
    expect(insertedIds(changes)).toEqual(['a']);
  });

  it('takes inserted and updated rows by a column, numbers as text', () => {
    const changes = [
      { eventType: 'INSERT', new: { id: 7, booking_id: 'x' } },
      { eventType: 'UPDATE', new: { id: 8, booking_id: 'y' } },
      { eventType: 'DELETE', new: {}, old: { id: 9 } },
    ] as unknown as LiveChange[];
    expect(changedIds(changes)).toEqual(['7', '8']);
    expect(changedIds(changes, 'booking_id')).toEqual(['x', 'y']);
  });

  it('keeps a row marked again fresh FRESH_ROW_MS from the second mark; a list sees the set change', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFreshRows());
    act(() => markFreshRows(['row-2']));
    expect(result.current.has('row-2')).toBe(true);
    act(() => vi.advanceTimersByTime(FRESH_ROW_MS - 1_000));
    act(() => markFreshRows(['row-2', 'row-3']));
    act(() => vi.advanceTimersByTime(1_000));
    expect([...result.current]).toEqual(['row-2', 'row-3']);
    act(() => vi.advanceTimersByTime(FRESH_ROW_MS));
    expect(result.current.size).toBe(0);
  });

  it('keeps a row new for FRESH_ROW_MS', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFreshRow('row-1'));
    expect(result.current).toBe(false);
    act(() => markFreshRows(['row-1']));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(FRESH_ROW_MS));
    expect(result.current).toBe(false);
  });
});
