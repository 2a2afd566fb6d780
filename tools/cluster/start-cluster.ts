// npm run start:cluster: PostgreSQL 15 in .data/cluster/postgres (created on first use), BACKENDS backend processes
// (default 3) on ports 54331…, nginx in front on 54321, and the web apps served against nginx as `npm start` serves
// them (docs/operations.md#npm-run-startcluster). Ctrl+C or SIGTERM stops the apps, each backend (it drains), nginx,
// then PostgreSQL.
import path from 'node:path';
import { buildAll } from '@inspection/build/build-all';
import { BACKEND_PORT } from '@inspection/build/apps';
import { serveAll, workspaceRoot } from '../dev/serve-all';

const backends = Number(process.env.BACKENDS ?? 3);
if (!Number.isInteger(backends) || backends < 1) throw new Error(`BACKENDS must be a whole number of at least 1, not ${process.env.BACKENDS}`);
const root = path.join(workspaceRoot, '.data', 'cluster');
// Imported when run, as tools/dev imports the backend: tools never import an app statically.
const { openDatabase, startCluster } = await import('@inspection/backend/cluster');

await buildAll();
const cluster = await startCluster({ root, backends, port: BACKEND_PORT, firstBackendPort: BACKEND_PORT + 10, postgresPort: BACKEND_PORT + 9, log: true });
const db = await openDatabase({ url: cluster.databaseUrl });
const { rows } = await db.query<{ zone: string }>('select public.business_time_zone() as zone');
const platform = await serveAll({
  backend: 'persistent',
  runningBackend: { url: cluster.url, anonKey: cluster.anonKey, businessTimeZone: rows[0].zone, db, close: () => db.close() },
});

console.log(`
  Inspection console   ${platform.urlOf('shell')}
  Sign in with         ${process.env.DEMO_EMAIL ?? 'admin@example.com'} / ${process.env.DEMO_PASSWORD ?? 'admin1234'}
  Customers book at    ${platform.urlOf('bookings')}/book
  nginx                ${platform.backendUrl}  (config and access log in ${path.join(root, 'nginx')})
  Backends             ${cluster.backends.map((b) => b.url).join('  ')}  (logs in ${path.join(root, 'logs')})
  PostgreSQL           ${cluster.databaseUrl}  (data in ${path.join(root, 'postgres')})

  Press Ctrl+C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await platform.close();
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
