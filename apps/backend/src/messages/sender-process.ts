// A sender in a process of its own (the killed-mid-send test): claims what is due on the database at argv[2] and
// sends it to the SMTP server on port argv[3], with a lease of argv[4] seconds.
import nodemailer from 'nodemailer';
import { openDatabase } from '../db/database';
import { createMessageSender } from './message-sender';

const [url, port, lease] = process.argv.slice(2);
const db = await openDatabase({ url });
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(port), secure: false, ignoreTLS: true });
await createMessageSender({ db, transport, leaseSeconds: Number(lease) }).runOnce();
await db.close();
