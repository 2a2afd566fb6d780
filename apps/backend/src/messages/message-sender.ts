// The sender: public.outbound_messages is the queue. One claim statement takes due rows (status queued,
// send_after <= now()) with `for update skip locked`, so two senders never take the same row, raises attempts and
// pushes send_after by the lease; the row stays queued while it is sent. Sent: status sent. Failed: the error,
// send_after pushed by the backoff, and `failed` after maxAttempts. A sender killed mid-send wrote nothing more:
// when the lease runs out, the row is due again and another sender takes it. Every write after the claim names
// the attempt it claimed, so a sender that outlived its lease cannot overwrite a newer one's outcome.
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/query-interface';
import { inviteBookings, messageEmail, type ClaimedMessage } from './message-email';

export interface MessageSenderOptions {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header (default MAIL_FROM, else 'Vehicle Inspection <bookings@vehicle-inspection.local>'). */
  from?: string;
  /** Rows claimed per round (default 50). */
  batchSize?: number;
  /** Seconds a claimed row stays away from other senders (default 300). */
  leaseSeconds?: number;
  /** Attempts before a message is `failed` (default 5). */
  maxAttempts?: number;
  /** Seconds until the next attempt after the given one failed (default 30 s, doubling, at most 1 h). */
  backoffSeconds?: (attempt: number) => number;
  /** Wait between rounds when nothing was due (default 1000 ms). */
  pollMs?: number;
  onError?: (error: unknown) => void;
}

export interface MessageSender {
  /** Claims what is due and sends it; resolves to how many rows it claimed. */
  runOnce(): Promise<number>;
  /** Rounds until stop(): at once while there is work, else every pollMs. */
  start(): void;
  stop(): Promise<void>;
}

export const DEFAULT_FROM = 'Vehicle Inspection <bookings@vehicle-inspection.local>';
export const defaultBackoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

const CLAIM = `
  with due as (
    select id from public.outbound_messages
     where status = 'queued' and send_after <= now()
     order by send_after, created_at
     limit $1
     for update skip locked)
  update public.outbound_messages m
     set attempts = m.attempts + 1, send_after = now() + make_interval(secs => $2)
    from due
   where m.id = due.id
  returning m.id::text, m.booking_id::text, m.kind, m.recipient, m.language, m.subject, m.body_text, m.attempts, m.invite_sequence`;
const SENT = `update public.outbound_messages set status = 'sent', sent_at = now(), last_error = null
               where id = $1 and attempts = $2 and status = 'queued'`;
const FAILED = `update public.outbound_messages
                   set last_error = $3, status = case when attempts >= $4 then 'failed' else 'queued' end,
                       send_after = now() + make_interval(secs => $5)
                 where id = $1 and attempts = $2 and status = 'queued'`;

export function createMessageSender(options: MessageSenderOptions): MessageSender {
  const { db, transport, batchSize = 50, leaseSeconds = 300, maxAttempts = 5, pollMs = 1000 } = options;
  const from = options.from ?? process.env.MAIL_FROM ?? DEFAULT_FROM;
  const backoff = options.backoffSeconds ?? defaultBackoffSeconds;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wake: (() => void) | undefined;

  async function send(message: ClaimedMessage, bookings: Awaited<ReturnType<typeof inviteBookings>>) {
    try {
      await transport.sendMail(messageEmail(message, from, message.booking_id ? bookings.get(message.booking_id) : undefined));
      await db.query(SENT, [message.id, message.attempts]);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db.query(FAILED, [message.id, message.attempts, text.slice(0, 2000), maxAttempts, backoff(message.attempts)]);
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await db.transaction((tx) => tx.query<ClaimedMessage>(CLAIM, [batchSize, leaseSeconds]));
    if (claimed.rows.length === 0) return 0;
    const bookings = await inviteBookings(db, claimed.rows);
    await Promise.all(claimed.rows.map((message) => send(message, bookings)));
    return claimed.rows.length;
  }

  async function loop() {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        options.onError?.(error);
      }
      if (claimed === 0 && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
