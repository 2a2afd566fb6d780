// The backend is layered like the Supabase stack it mirrors: the database at the bottom, the services over it, the
// gateway in front of them, the app that composes them, and the entry points on top. No import runs back up and
// no file imports itself round a loop, type imports included.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, layerViolations, readImportGraph, unitCycles, type ImportGraph } from './import-graph';

const BACKEND_SRC = path.resolve(import.meta.dirname, '../../apps/backend/src');

/** apps/backend/src's top folders and files, from the bottom layer up. */
const BACKEND_LAYERS = [
  // The database, the settings, and the types every request carries (app-env.ts: what the gateway resolves).
  ['db', 'config', 'startup-error', 'app-env'],
  // The services, each behind its own routes: auth, rest (PostgREST), storage, the edge functions, sheets,
  // messages, presigned uploads, and what they read (the schema catalog, the demo data).
  ['catalog', 'demo', 'auth', 'rest', 'storage', 'presign', 'functions', 'sheets', 'messages', 'realtime'],
  // In front of every service: API keys, bearer tokens, CORS, the request log.
  ['gateway'],
  // What an operator reads of the process: /health, /ready, /metrics (docs/operations.md).
  ['operations'],
  // One Hono app: the gateway and the services' routes.
  ['http'],
  // Entry points (the server, the CLI and the settings it reads from the environment, user creation, key printing, type generation), the test kit, the benches and the several-process cluster.
  ['server', 'cli', 'settings-from-env', 'create-user', 'runtime-keys', 'typegen', 'testing', 'integration', 'bench', 'cluster', 'cluster-tests'],
];

// A test may reach a lower layer through a higher one (a service's test starts the whole server).
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('the checks themselves', () => {
  const graph: ImportGraph = new Map([
    ['db/a.ts', ['db/b.ts']],
    ['db/b.ts', ['db/a.ts']],
    ['auth/c.ts', ['db/a.ts', 'http/d.ts']],
    ['http/d.ts', ['auth/c.ts']],
    ['odd/e.ts', []],
  ]);

  it('finds a cycle of two files and one through two folders', () => {
    expect(findCycles(graph)).toEqual([['db/a.ts', 'db/b.ts'], ['auth/c.ts', 'http/d.ts']]);
  });

  it('finds an import into a higher layer and a folder in no layer', () => {
    expect(layerViolations(graph, [['db'], ['auth'], ['http']])).toEqual(['auth/c.ts imports http/d.ts (a higher layer)', 'odd is in no layer']);
  });

  it('finds a cycle between folders', () => {
    expect(unitCycles(graph)).toEqual([['auth', 'http']]);
  });
});

describe('apps/backend/src', () => {
  const graph = readImportGraph(BACKEND_SRC);

  it('has no import cycle, type imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('imports only downward: db and app-env < services < gateway < http < entry points', () => {
    expect(layerViolations(graph, BACKEND_LAYERS, isTest)).toEqual([]);
  });

  it('has no cycle between its folders', () => {
    expect(unitCycles(graph, isTest)).toEqual([]);
  });
});
