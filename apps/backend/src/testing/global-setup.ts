// Vitest global set-up: with BACKEND_TEST_DB=postgres, one PostgreSQL 15 server for the whole
// run; every test file then works in its own fresh database on it (DATABASE_URL).
import type { TestProject } from 'vitest/node';
import { startPostgresServer, type PostgresServer } from './postgres-server';

let server: PostgresServer | undefined;

export async function setup(project: TestProject) {
  if (process.env.BACKEND_TEST_DB !== 'postgres') return;
  server = await startPostgresServer();
  process.env.DATABASE_URL = server.url;
  project.provide('postgresUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string;
  }
}
