// Creates a staff user, or resets the password of an existing one, on the same database
// the server uses (the server must not be running on a PGlite folder at the same time).
import { join } from 'node:path';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/migrate';
import { generatePassword } from './auth/passwords';
import { settleAccounts, upsertStaffUser } from './auth/users';
import { demoAccount } from './config';
import { StartupError } from './startup-error';
import type { Role } from './auth/staff-claim';

export interface CreateStaffUserInput {
  email: string;
  password?: string;
  /** Also an admin (app_metadata.role 'admin'). */
  admin?: boolean;
  /** app_metadata.role: admin, staff (office) or inspector (linked to an inspector). */
  role?: Role;
  dataDir: string;
  databaseUrl?: string;
}

const MIN_PASSWORD_LENGTH = 6;

export async function createStaffUser(input: CreateStaffUserInput) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw new StartupError(`Not an email address: ${input.email}`);
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    throw new StartupError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  // bcrypt reads only the first 72 bytes; a longer password would be silently cut.
  if (input.password !== undefined && Buffer.byteLength(input.password, 'utf8') > 72) {
    throw new StartupError('Password should be at most 72 bytes.');
  }
  const password = input.password ?? generatePassword();
  const db = await openDatabase(input.databaseUrl ? { url: input.databaseUrl } : { dataDir: join(input.dataDir, 'pglite') });
  try {
    // As the server's start does: run first on a new data folder, the command leaves the demo admin too.
    await settleAccounts(db, await prepareDatabase(db, { seed: true }), demoAccount());
    const { user, created } = await upsertStaffUser(db, input.email, password, { admin: input.admin, role: input.role });
    return { email: user.email, created, generatedPassword: input.password ? undefined : password };
  } finally {
    await db.close();
  }
}
