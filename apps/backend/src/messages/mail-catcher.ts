// The embedded mail catcher (as Supabase's local stack ships Inbucket/Mailpit): a real SMTP server in-process
// (smtp-server) that accepts every message and keeps the last ones parsed (mailparser), so `npm start` sends
// real mail with no SMTP_URL and no internet. /messages shows what was sent from the database.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailCatcher {
  readonly port: number;
  /** The messages received, oldest first (at most `keep`). */
  readonly messages: ParsedMail[];
  /** How many messages it has received since it started. */
  received(): number;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** How many parsed messages to keep in memory (default 500). */
  keep?: number;
  /** Called with each message once parsed (tests). */
  onMessage?: (mail: ParsedMail) => void;
}

export async function startMailCatcher({ port = 0, host = '127.0.0.1', keep = 500, onMessage }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          count += 1;
          messages.push(mail);
          if (messages.length > keep) messages.splice(0, messages.length - keep);
          onMessage?.(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    received: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
