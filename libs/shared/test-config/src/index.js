// The one Vitest configuration of the workspace's projects: our libs resolved from source (./aliases.js), the
// project's src/**/*.test.{ts,tsx}, and for 'jsdom' the DOM set-up of ./setup-dom.ts. Each project's vitest.config.ts
// is `export default vitestConfig('jsdom')` (or 'node'), with the project's own test options, if any, as the second
// argument. Plain JavaScript (typed by index.d.ts): Node loads a config's linked workspace packages untransformed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './aliases.js';

export { workspaceAliases } from './aliases.js';

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

// The embedded backends of the tests (global set-ups, workers and the processes they start) hash passwords at
// bcrypt's least cost, 4: a sign-in's compare then takes about 1 ms instead of 80 (apps/backend/src/auth/passwords.ts).
// At cost 10 the backend and DOM projects spent 40 of their 320 CPU-seconds on it. Tests whose claims rest on the real cost set it back.
process.env.PASSWORD_HASH_COST ??= '4';

export function vitestConfig(environment, test = {}) {
  return defineConfig({
    resolve: { alias: workspaceAliases },
    test: {
      environment,
      // A DOM project's files share a worker (see setup-dom.ts). Apps keep their tests in Node's environment in a
      // project of their own (vitest.server.config.ts).
      // Threads, not processes: a thread starts and loads modules sooner (the whole unit run 268 -> 247 s on two cores).
      ...(environment === 'jsdom' ? { setupFiles: [setupDom], isolate: false, pool: 'threads' } : {}),
      include: ['src/**/*.test.{ts,tsx}'],
      passWithNoTests: true,
      ...test,
    },
  });
}
