// A sender process killed (SIGKILL) in the middle of an SMTP conversation loses nothing: its claimed row comes back
// to the queue when the lease ends and another sender sends it, once. Needs a database two processes share:
// PostgreSQL (BACKEND_TEST_DB=postgres); in-memory PGlite lives inside one process.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMessageSender } from './message-sender';

const onPostgres = process.env.BACKEND_TEST_DB === 'postgres';
const root = path.resolve(import.meta.dirname, '../../../..');

describe.runIf(onPostgres)('a sender process killed mid-send', () => {
  let backend: TestBackend;
  let catcher: MailCatcher;
  beforeAll(async () => {
    backend = await startTestBackend();
    catcher = await startMailCatcher();
  }, BACKEND_START_TIMEOUT);
  afterAll(async () => {
    await catcher?.close();
    await backend?.close();
  });

  it('leaves its row to come back after the lease, and it is sent exactly once', { timeout: 60_000 }, async () => {
    await backend.db.query('delete from public.outbound_messages');
    await backend.db.query(`insert into public.outbound_messages (kind, recipient, subject, body_text) values ('report_ready', 'buyer@example.com', 'Killed', 'Body')`);
    // A server that takes the message and never answers: the sender is mid-send when it dies.
    let dataStarted!: () => void;
    const started = new Promise<void>((resolve) => (dataStarted = resolve));
    // closeTimeout: the dead sender's connection is never finished, so close() would wait out its default 30 s.
    const stalling = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 100, onData: (stream) => {
      stream.resume();
      dataStarted();
    } });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', () => resolve()));
    const port = (stalling.server.address() as AddressInfo).port;
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'sender-process.ts'), backend.databaseUrl!, String(port), '3'], { stdio: 'inherit' });
    try {
      await started;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const row = async () => (await backend.db.query<{ status: string; attempts: number }>('select status, attempts from public.outbound_messages')).rows[0];
      expect(await row()).toEqual({ status: 'queued', attempts: 1 });
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true });
      const survivor = createMessageSender({ db: backend.db, transport });
      expect(await survivor.runOnce()).toBe(0); // still leased by the dead one
      await new Promise((resolve) => setTimeout(resolve, 3200));
      expect(await survivor.runOnce()).toBe(1);
      transport.close();
      expect(catcher.messages.map((m) => m.subject)).toEqual(['Killed']);
      expect(await row()).toEqual({ status: 'sent', attempts: 2 });
    } finally {
      child.kill('SIGKILL');
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }
  });
});
