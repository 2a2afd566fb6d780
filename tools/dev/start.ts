// npm start: build what changed, then serve the console, the seven remotes and the backend (data kept in .data/).
import { buildAll } from '@inspection/build/build-all';
import { serveAll } from './serve-all';

const email = process.env.DEMO_EMAIL ?? 'admin@example.com';
const password = process.env.DEMO_PASSWORD ?? 'admin1234';

await buildAll();
const platform = await serveAll({ backend: 'persistent', databaseUrl: process.env.DATABASE_URL, log: true });

console.log(`
  Inspection console   ${platform.urlOf('shell')}
  Sign in with         ${email} / ${password}
  Buyers' reports      ${platform.urlOf('reports')}/report/{bookingId}
  Customers book at    ${platform.urlOf('bookings')}/book
  Backend              ${platform.backendUrl}

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await platform.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
