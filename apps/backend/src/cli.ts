// npm run backend                          start on PORT (default 54321)
// npm run backend -- create-user EMAIL [--password P] [--admin | --role admin|staff|inspector]   create or reset a staff user
import { join } from 'node:path';
import { findRepositoryRoot } from './db/migrate';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from './config';
import { createStaffUser } from './create-user';
import { startBackend } from './server';
import { settingsFromEnv } from './settings-from-env';
import { StartupError } from './startup-error';
import { ROLES, type Role } from './auth/staff-claim';

const dataDir = process.env.DATA_DIR || join(findRepositoryRoot(), '.data');
const USAGE = 'Usage: npm run backend -- create-user EMAIL [--password PASSWORD] [--admin | --role admin|staff|inspector]';
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

async function serve() {
  const backend = await startBackend({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    log: process.env.LOG !== 'off',
    ...settingsFromEnv(),
  });
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'pglite')}`;
  console.log(
    [
      '',
      `  Backend running at ${backend.url}  (${where})`,
      `  Anon key:          ${backend.anonKey}`,
      `  Demo sign-in:      ${process.env.DEMO_EMAIL || DEFAULT_DEMO_EMAIL} / ${process.env.DEMO_PASSWORD ? '(DEMO_PASSWORD)' : DEFAULT_DEMO_PASSWORD}`,
      '',
    ].join('\n'),
  );
  const stop = async (signal: string) => {
    console.log(JSON.stringify({ time: new Date().toISOString(), event: 'shutdown', signal }));
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

async function main(argv: string[]) {
  if (argv[0] === 'create-user') {
    const email = argv[1];
    const flag = argv.indexOf('--password');
    const password = flag > 0 ? argv[flag + 1] : undefined;
    const roleFlag = argv.indexOf('--role');
    const role = roleFlag > 0 ? argv[roleFlag + 1] : argv.includes('--admin') ? 'admin' : undefined;
    if (!email || email.startsWith('--') || (flag > 0 && !password) || (role !== undefined && !isRole(role))) {
      console.error(USAGE);
      process.exit(2);
    }
    const result = await createStaffUser({ email, password, role: role as Role | undefined, dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
    console.log(`${result.created ? 'Created' : 'Reset the password of'} staff user ${result.email}${role ? ` (${role})` : ''}`);
    if (result.generatedPassword) console.log(`Password: ${result.generatedPassword}`);
    return;
  }
  if (argv.length > 0) {
    console.error(`Unknown command: ${argv.join(' ')}\n${USAGE}`);
    process.exit(2);
  }
  await serve();
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof StartupError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
