// Test set-up shared by the auth tests and the shell's screen tests: the embedded backend in a child
// process (the backend's own harness: in-memory PGlite, or PostgreSQL with BACKEND_TEST_DB=postgres),
// the platform's one client pointed at it, and a router with AuthProvider around the routes under test.
import type { ReactNode } from 'react';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { getSupabase, initPlatform, resetPlatformForTesting, AUTH_STORAGE_KEY } from '../platform';
import { AuthProvider } from '../auth-provider';
import { testRuntimeConfig } from './test-runtime-config';

// The one typed stand-in, for what the real backend cannot answer on cue.
export * from './fake-backend';
export { testRuntimeConfig } from './test-runtime-config';

// node:path rather than new URL(): jsdom's URL does not resolve file: URLs.
const here = dirname(fileURLToPath(import.meta.url));
const serverScript = resolve(here, 'serve-test-backend.ts');
const repoRoot = resolve(here, '../../../..');

// Every sign-in is a real bcrypt check over HTTP: on a busy two-core machine a round trip can take
// seconds, so screens get longer to appear than Testing Library's 1 s default and tests than 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

/** PGlite's start-up plus migrations on a busy two-core machine. */
export const BACKEND_START_TIMEOUT = 180_000;
export const DEMO_EMAIL = process.env.DEMO_EMAIL || 'admin@example.com';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'admin1234';

export interface AuthTestBackend {
  url: string;
  anonKey: string;
  /** Requests the browser client made to the backend since the last initTestPlatform. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/**
 * Starts the embedded backend with its demo data in a child process (call in beforeAll with
 * BACKEND_START_TIMEOUT); close() stops it.
 */
export async function startAuthTestBackend(): Promise<AuthTestBackend> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: repoRoot,
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ready = await new Promise<{ url: string; anonKey: string }>((done, fail) => {
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n')) {
        try {
          done(JSON.parse(line));
        } catch (error) {
          fail(new Error(`Test backend printed an unexpected line: ${line}`, { cause: error }));
        }
      }
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Test backend exited before it was ready (code ${code})`)));
  });
  return {
    ...ready,
    requests: [],
    async close() {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A fresh platform (one new client, empty session storage) talking to the backend; records requests. */
export function initTestPlatform(backend: AuthTestBackend): void {
  resetPlatformForTesting();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  backend.requests.length = 0;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.origin === new URL(backend.url).origin) backend.requests.push({ method, path: url.pathname + url.search });
    return realFetch(input, init);
  });
  initPlatform(testRuntimeConfig(backend.url, backend.anonKey));
}

export function tearDownTestPlatform(): void {
  resetPlatformForTesting();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Signs the demo user in on the one client before rendering (the stored session is then found). */
export async function signInDemoUser(password = DEMO_PASSWORD): Promise<void> {
  const { error } = await getSupabase().auth.signInWithPassword({ email: DEMO_EMAIL, password });
  if (error) throw error;
}

/** Shows the current path, so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function AuthTestRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <AuthProvider>
        <Routes>{children}</Routes>
        <LocationProbe />
      </AuthProvider>
    </MemoryRouter>
  );
}
