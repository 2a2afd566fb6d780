// Realtime through supabase-js as installed, for the backend's tests: a channel with postgres_changes bindings that
// records what reaches its callbacks, subscribed (or refused) before the promise resolves.
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';

export type ChangePayload = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface ChangeBindingSpec {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  table?: string;
  filter?: string;
}

export interface ListeningChannel {
  channel: RealtimeChannel;
  /** Every payload, in arrival order, with the binding index it came through. */
  events: (ChangePayload & { binding: number })[];
  status: string;
  error?: Error;
  system: Record<string, unknown>[];
}

let names = 0;

/** Subscribes and resolves at SUBSCRIBED, or at the first CHANNEL_ERROR / CLOSED / TIMED_OUT (status says which). */
export function listen(client: SupabaseClient, bindings: ChangeBindingSpec[], name = `changes-${++names}`): Promise<ListeningChannel> {
  const channel = client.channel(name);
  const result: ListeningChannel = { channel, events: [], status: 'joining', system: [] };
  bindings.forEach((binding, index) => {
    channel.on('postgres_changes' as never, { schema: 'public', ...binding } as never, (payload: ChangePayload) => {
      result.events.push({ ...payload, binding: index });
    });
  });
  channel.on('system', {}, (payload: Record<string, unknown>) => void result.system.push(payload));
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      result.status = status;
      if (error) result.error = error;
      resolve(result);
    });
  });
}

/** Resolves once `check` holds (polled every 10 ms), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000, what = 'the expected events'): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets in-flight changes arrive (the feed is woken after each commit; this covers a slow poll too). */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
