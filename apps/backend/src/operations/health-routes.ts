// GET /health and GET /ready, as a load balancer asks them (docs/operations.md#health-and-ready): /health answers
// while the process lives, without the database; /ready only when the database answers and holds every migration
// this process's code expects.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { pendingMigrations } from '../db/migration-status';
import type { Database } from '../db/query-interface';

export interface HealthDeps {
  db: Database;
  /** The migrations this process expects (default <repo>/supabase/migrations). */
  migrationsDir?: string;
  /** How long /ready waits for the database before calling it unreachable (default READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  /** True once the process was told to stop: a load balancer takes it out of rotation. */
  draining?: () => boolean;
}

/** A database slower than this to answer one small select is as good as down to a load balancer. */
export const READY_TIMEOUT_MS = 2000;

export function healthRoutes(deps: HealthDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/health', (c) => c.json({ status: 'ok', database: deps.db.kind }));
  app.get('/ready', async (c) => {
    if (deps.draining?.()) return c.json({ status: 'unavailable', reason: 'draining' }, 503);
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(deps.db, deps.migrationsDir), deps.readyTimeoutMs ?? READY_TIMEOUT_MS);
    } catch (error) {
      // The database's own text (host names, roles) is for the operator's log, not for an unauthenticated caller.
      console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'ready_check_failed', message: (error as Error).message }));
      return c.json({ status: 'unavailable', reason: 'database_unreachable' }, 503);
    }
    if (pending.length > 0) return c.json({ status: 'unavailable', reason: 'migrations_pending', pending }, 503);
    return c.json({ status: 'ready', database: deps.db.kind });
  });
  return app;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
