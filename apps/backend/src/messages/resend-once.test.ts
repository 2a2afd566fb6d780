// 'Resend' on /messages twice in a row (a double click, two admins at once) sends the message once: a message that
// is queued, being sent, or was sent less than a minute ago is not queued again (docs/areas/messages.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ messages: { pollMs: 50, smtpUrl: undefined } });
  admin = await backend.staffClient();
  await backend.db.query('delete from public.outbound_messages');
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const caught = (subject: string) => backend.messaging!.catcher!.messages.filter((m) => m.subject === subject).length;
const statusOf = async (id: string) =>
  (await backend.db.query<{ status: string }>('select status from public.outbound_messages where id = $1', [id])).rows[0].status;

async function sentMessage(subject: string): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.outbound_messages (kind, recipient, subject, body_text) values ('report_ready', 'buyer@example.com', $1, 'Hello') returning id::text`,
    [subject],
  );
  for (let i = 0; i < 100 && (await statusOf(rows[0].id)) !== 'sent'; i++) await sleep(50);
  expect(await statusOf(rows[0].id)).toBe('sent');
  return rows[0].id;
}

const resend = async (id: string) => expect((await admin.rpc('resend_outbound_message', { p_id: id })).error).toBeNull();

describe('resending a message', () => {
  it('twice 0.7 s apart sends it once more, not twice', async () => {
    const id = await sentMessage('Twice');
    // Sent an hour ago: a resend is wanted.
    await backend.db.query(`update public.outbound_messages set sent_at = now() - interval '1 hour' where id = $1`, [id]);
    await resend(id);
    await sleep(700);
    await resend(id);
    await sleep(2000);
    expect(await statusOf(id)).toBe('sent');
    expect(caught('Twice')).toBe(2);
  });

  it('while it is still queued changes nothing', async () => {
    await backend.messaging!.sender.stop();
    try {
      const { rows } = await backend.db.query<{ id: string }>(
        `insert into public.outbound_messages (kind, recipient, subject, body_text, attempts, send_after)
         values ('report_ready', 'buyer@example.com', 'Queued', 'Hello', 1, now() + interval '5 minutes') returning id::text`,
      );
      await resend(rows[0].id);
      const after = await backend.db.query('select status, attempts, send_after > now() as later from public.outbound_messages where id = $1', [rows[0].id]);
      expect(after.rows).toEqual([{ status: 'queued', attempts: 1, later: true }]);
    } finally {
      backend.messaging!.sender.start();
    }
  });
});
