import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveIndicator } from './live-indicator';

// The indicator reads the tab's live store (libs/shared/supabase-client/src/live/live-status.ts), kept on globalThis.
const STORE = Symbol.for('inspection-console.live-status');
type Store = { channels: Map<number, string>; listeners: Set<() => void> };
const store = () => (globalThis as unknown as Record<symbol, Store>)[STORE];
function setChannel(id: number, state: string | null) {
  act(() => {
    if (state) store().channels.set(id, state);
    else store().channels.delete(id);
    store().listeners.forEach((listener) => listener());
  });
}

describe('LiveIndicator', () => {
  it('says Live, then Reconnecting…, in the same reserved box, and nothing when no screen follows changes', () => {
    render(<LiveIndicator />);
    const box = screen.getByTestId('live-indicator');
    expect(box).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveTextContent(/^$/);
    setChannel(900, 'connected');
    expect(box).toHaveTextContent('Updates: Live');
    setChannel(901, 'reconnecting');
    expect(box).toHaveTextContent('Updates: Reconnecting…');
    setChannel(900, null);
    setChannel(901, null);
    expect(box).toHaveTextContent(/^$/);
  });
});
