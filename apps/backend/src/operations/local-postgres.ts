// A PostgreSQL 15 server from the machine's binaries (Debian's postgresql-15 in /usr/lib/postgresql/15/bin, or PG_BIN):
// initdb in a data folder on first use, pg_ctl start on a port, stop on request. The tests' throwaway servers
// (src/testing/postgres-server.ts) and `npm run start:cluster` (tools/cluster) both start theirs here. PostgreSQL
// refuses to run as root, so when we are root the folder is handed to the `postgres` user and commands run as it.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Fast shutdown (clients are disconnected, the data is kept); `immediate` as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the stopped server again on the same port and data. */
  start(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** Where the cluster's files live (created with initdb when it holds none); its parent holds the socket and log. */
  root: string;
  /** Default: a free port. */
  port?: number;
  /** fsync and synchronous commit off: for throwaway servers only (a crash may lose committed data). */
  throwaway?: boolean;
}

export function postgresBinary(name: string): string {
  const folder = process.env.PG_BIN ?? (existsSync(join(DEBIAN_BIN, name)) ? DEBIAN_BIN : undefined);
  return folder ? join(folder, name) : name;
}

export async function startLocalPostgres({ root, port: wanted, throwaway = false }: LocalPostgresOptions): Promise<LocalPostgres> {
  const data = join(root, 'data');
  mkdirSync(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  const pg = (cmd: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', postgresBinary(cmd), ...args]) : run(postgresBinary(cmd), args));

  if (!existsSync(join(data, 'PG_VERSION'))) {
    await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', ...(throwaway ? ['--no-sync'] : [])]);
  }
  const port = wanted ?? (await freePort());
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'];
  if (throwaway) options.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-o', options.join(' '), '-w', '-t', '60', 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']).catch(() => undefined);
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
