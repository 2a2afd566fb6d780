import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_ROW_MS, insertedIds, markFreshRows, useFreshRow } from './fresh-rows';
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
