// A throwaway PostgreSQL 15 server for tests (src/operations/local-postgres.ts): a temporary folder, a free port,
// fsync off; stopped and deleted on teardown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres, type LocalPostgres } from '../operations/local-postgres';

export interface PostgresServer extends Pick<LocalPostgres, 'url' | 'port'> {
  stop(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const root = mkdtempSync(join(tmpdir(), 'inspection-pg-'));
  try {
    const server = await startLocalPostgres({ root, throwaway: true });
    let stopped = false;
    return {
      url: server.url,
      port: server.port,
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop('immediate');
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
