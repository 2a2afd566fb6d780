// `npm run backend` as a person runs it: a process that starts, serves, and on Ctrl-C (SIGINT) or SIGTERM stops
// cleanly: it logs the shutdown, exits 0, frees its port and leaves a data folder that opens again with its data.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, 'cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'backend-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  anonKey: string;
  output: () => string;
}

async function staffClient({ url, anonKey }: Running) {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (error) throw error;
  return client;
}

function startCli(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG: 'off', DATABASE_URL: '' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Backend running at (http:\/\/\S+)/.exec(output)?.[1];
      const anonKey = /Anon key:\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey) resolve({ child, url, anonKey, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`backend exited with ${code} before serving:\n${output}`)));
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// The CLI clears DATABASE_URL, so it runs on PGlite in either suite: the PostgreSQL run (BACKEND_TEST_DB=postgres)
// would only repeat the PGlite run's 80 s.
describe.skipIf(process.env.BACKEND_TEST_DB === 'postgres')('npm run backend', () => {
  /** Stops a running backend with the signal: it logs the shutdown, exits 0 and frees its port. */
  async function stopWith(running: Running, signal: 'SIGINT' | 'SIGTERM') {
    const exited = exitOf(running.child);
    running.child.kill(signal);
    expect(await exited).toBe(0);
    expect(running.output()).toContain(`"event":"shutdown","signal":"${signal}"`);
    expect(await portIsFree(Number(new URL(running.url).port))).toBe(true);
  }

  // One data folder through three starts (each CLI start costs seconds): the folder left by each signal opens again
  // with what was written before it.
  it('stops cleanly on SIGINT and on SIGTERM: logs it, exits 0, frees the port, and the data folder opens again', async () => {
    const first = await startCli();
    const health = await fetch(`${first.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const name = 'Kept across restarts';
    const created = await (await staffClient(first))
      .from('inspection_types')
      .insert({ name_en: name, actual_price: 150, current_price: 120, duration_minutes: 60 })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const kept = async (running: Running) =>
      (await (await staffClient(running)).from('inspection_types').select('name_en').eq('id', created.data!.id)).data;

    await stopWith(first, 'SIGINT');
    const second = await startCli();
    expect(await kept(second)).toEqual([{ name_en: name }]);
    await stopWith(second, 'SIGTERM');
    const third = await startCli();
    expect(await kept(third)).toEqual([{ name_en: name }]);
    await stopWith(third, 'SIGTERM');
  }, 180_000);
});
