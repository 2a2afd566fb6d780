// The backend's messaging: a sender over SMTP_URL, or, with none set, over the embedded mail catcher.
import nodemailer from 'nodemailer';
import type { Database } from '../db/query-interface';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMessageSender, type MessageSender, type MessageSenderOptions } from './message-sender';

export interface MessagingOptions extends Omit<MessageSenderOptions, 'db' | 'transport'> {
  /** smtp://user:pass@host:port or smtps://…; default SMTP_URL; none: the embedded mail catcher. */
  smtpUrl?: string;
  /** The mail catcher's port (default MAIL_CATCHER_PORT, else a free one). */
  catcherPort?: number;
  /** How many parsed messages the mail catcher keeps in memory (default 500). */
  catcherKeep?: number;
}

export interface Messaging {
  sender: MessageSender;
  /** The embedded mail catcher, when no SMTP_URL is set. */
  catcher?: MailCatcher;
  close(): Promise<void>;
}

export async function startMessaging(db: Database, options: MessagingOptions = {}): Promise<Messaging> {
  const smtpUrl = options.smtpUrl ?? process.env.SMTP_URL;
  const catcher = smtpUrl
    ? undefined
    : await startMailCatcher({ port: options.catcherPort ?? Number(process.env.MAIL_CATCHER_PORT ?? 0), keep: options.catcherKeep });
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, timeouts)
    : nodemailer.createTransport({ host: '127.0.0.1', port: catcher!.port, secure: false, ignoreTLS: true, pool: true, maxConnections: 5, ...timeouts });
  const sender = createMessageSender({
    ...options,
    db,
    transport,
    onError: options.onError ?? ((error) => console.error('Sending messages failed:', (error as Error).message)),
  });
  sender.start();
  return {
    sender,
    catcher,
    async close() {
      await sender.stop();
      transport.close();
      await catcher?.close();
    },
  };
}
