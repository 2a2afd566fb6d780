import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from './server';
import { StartupError } from './startup-error';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('start-up errors', () => {
  it('names a port that is already in use, before touching the database', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(resolve)));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'backend-port-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const error = await startBackend({ port, dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(`Port ${port} is already in use. Stop the other process or start with PORT=<another port>.`);
  });

  it('names a DATABASE_URL it cannot reach, without its password', async () => {
    const error = await startBackend({ port: 0, databaseUrl: 'postgres://app:hunter2@127.0.0.1:1/app' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Cannot connect to the database at DATABASE_URL=postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app: /);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('names the migration file and line that failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backend-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, '0001_ok.sql'), 'create table public.fine (id int);\n');
    writeFileSync(join(dir, '0002_broken.sql'), '-- a comment\n\ncreate table public.broken (id int,);\n');
    const error = await startBackend({ port: 0, dataDir: 'memory', migrationsDir: dir, seed: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Database migration failed: 0002_broken\.sql:3: syntax error/);
  }, 180_000);
});
