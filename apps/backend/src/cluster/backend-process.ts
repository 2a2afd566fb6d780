// One backend as its own process (`npm run backend`, src/cli.ts) on a fixed port, for a cluster behind a proxy:
// started, told to stop (SIGTERM: it drains, docs/operations.md#stopping), killed, and started again on its port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';

const CLI = join(import.meta.dirname, '..', 'cli.ts');

export interface BackendProcessOptions {
  port: number;
  /** Every backend of the cluster: DATABASE_URL, JWT_SECRET, TRUSTED_PROXIES, DATA_DIR, … */
  env: Record<string, string>;
  /** The process's output is appended here (default: dropped). */
  logFile?: string;
}

export interface BackendProcess {
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  /** The anon key the backend printed (the same on every backend of one JWT_SECRET). */
  readonly anonKey: string;
  /** Starts it and resolves once it serves (it takes its port only when ready: LISTEN_WHEN_READY). */
  start(): Promise<void>;
  /** SIGTERM, then waits for the exit (it drains for at most 10 s). */
  stop(): Promise<number | null>;
  /** SIGKILL: requests in flight are cut, nothing drains. */
  kill(): Promise<void>;
  readonly running: boolean;
}

export function backendProcess({ port, env, logFile }: BackendProcessOptions): BackendProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  let anonKey = '';
  let log: WriteStream | undefined;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    get anonKey() {
      return anonKey;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    start() {
      log ??= logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
      const started = spawn(process.execPath, ['--import', 'tsx', CLI], {
        env: { ...process.env, ...env, PORT: String(port), LISTEN_WHEN_READY: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      let banner = '';
      let serving = false;
      return new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          log?.write(chunk);
          if (serving) return;
          banner += chunk.toString();
          const key = /Anon key:\s+(\S+)/.exec(banner)?.[1];
          if (/Backend running at/.test(banner) && key) {
            anonKey = key;
            serving = true;
            resolve();
          }
        };
        started.stdout!.on('data', onData);
        started.stderr!.on('data', onData);
        started.once('exit', (code) => reject(new Error(`backend on port ${port} exited with ${code} before serving:\n${banner.slice(-4000)}`)));
      });
    },
    async stop() {
      if (!this.running) return exited;
      child!.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!this.running) return;
      child!.kill('SIGKILL');
      await exited;
    },
  };
}
