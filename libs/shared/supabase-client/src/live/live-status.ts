// How the tab's live channels stand, for the shell's indicator (docs/architecture/realtime.md#the-live-console).
// Kept on globalThis: this lib is bundled into each remote (it is not a shared module), yet the shell's indicator must
// see the channels every remote opens on the one client.

/** 'idle': no screen follows changes; 'connecting': joining; 'reconnecting': a channel lost its socket or join. */
export type LiveState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

type ChannelState = Exclude<LiveState, 'idle'>;

interface LiveStatusStore {
  nextId: number;
  channels: Map<number, ChannelState>;
  listeners: Set<() => void>;
}

const STORE_KEY = Symbol.for('inspection-console.live-status');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: LiveStatusStore };

function store(): LiveStatusStore {
  const global = globalThis as GlobalWithStore;
  global[STORE_KEY] ??= { nextId: 0, channels: new Map(), listeners: new Set() };
  return global[STORE_KEY];
}

/** A number no other live channel of this tab has (channel topics must differ, or realtime-js hands back the same one). */
export function nextLiveChannelId(): number {
  return ++store().nextId;
}

/** Records a channel's state; null when the channel is gone. */
export function reportLiveChannel(id: number, state: ChannelState | null): void {
  const { channels, listeners } = store();
  if (state === null ? !channels.delete(id) : channels.get(id) === state) return;
  if (state !== null) channels.set(id, state);
  for (const listener of listeners) listener();
}

/** One reconnecting channel makes the tab reconnecting; one joined channel shows the socket is up. */
export function liveState(): LiveState {
  const states = new Set(store().channels.values());
  for (const state of ['reconnecting', 'connected', 'connecting'] as const) if (states.has(state)) return state;
  return 'idle';
}

export function subscribeLiveState(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
