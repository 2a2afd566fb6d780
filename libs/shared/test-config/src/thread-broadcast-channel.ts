// A BroadcastChannel that reaches only its own worker thread. Node's reaches every thread of the process, and the
// DOM projects run in Vitest's thread pool: a file's Supabase client announces its sign-in on a channel named after
// the auth storage key, and another thread's client, in another file, would take that session. A browser keeps a
// channel to its own origin and profile; here each thread is one page.
type Listener = (event: MessageEvent) => void;

const channelsByName = new Map<string, Set<ThreadBroadcastChannel>>();

export class ThreadBroadcastChannel {
  onmessage: Listener | null = null;
  private readonly listeners = new Set<Listener>();
  private closed = false;

  constructor(readonly name: string) {
    const channels = channelsByName.get(name) ?? new Set<ThreadBroadcastChannel>();
    channelsByName.set(name, channels);
    channels.add(this);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    const data = structuredClone(message);
    for (const channel of channelsByName.get(this.name) ?? []) {
      // As in a browser: every other channel of the name, never the sender, in a later task.
      if (channel !== this) setTimeout(() => channel.deliver(data));
    }
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.listeners.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'message') this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    channelsByName.get(this.name)?.delete(this);
  }

  private deliver(data: unknown): void {
    if (this.closed) return;
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    for (const listener of this.listeners) listener(event);
  }
}
