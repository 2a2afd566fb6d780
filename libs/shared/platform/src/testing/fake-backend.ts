// The one stand-in for the backend in screen tests, for answers the real embedded backend (startAuthTestBackend)
// cannot give on cue: a failing sheet, an expired link, 5,000 rows. The platform is the real one (supabase-js client,
// runtime config); only fetch is answered, by routes typed against the generated Database type. A request no route
// answers gets a 501 'Unexpected request …' error, and is among the fetch mock's calls.
import { vi, type Mock } from 'vitest';
import type { Database } from '@inspection/database-types';
import { initPlatform, resetPlatformForTesting } from '../platform';
import { testRuntimeConfig } from './test-runtime-config';

type Schema = Database['public'];
export type FakeTableName = keyof Schema['Tables'] | keyof Schema['Views'];
export type FakeRow<T extends FakeTableName> = T extends keyof Schema['Tables']
  ? Schema['Tables'][T]['Row']
  : T extends keyof Schema['Views']
    ? Schema['Views'][T]['Row']
    : never;
export type FakeFunctionName = keyof Schema['Functions'];

export const FAKE_BACKEND_URL = 'http://backend.test';

export interface FakeRequest {
  method: string;
  url: URL;
  /** Below /rest/v1/ for the REST API ('contacts', 'rpc/add_lead_with_contact'), else the whole path. */
  path: string;
  /** The JSON body sent, if any. */
  body: unknown;
  /** The client asked for one object (single() or maybeSingle()). */
  wantsObject: boolean;
}

/** Answers a request, or undefined to leave it to the next route. */
export type FakeRoute = (request: FakeRequest) => Response | Promise<Response> | undefined;

export type FakeFetch = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function toRequest(input: RequestInfo | URL, init?: RequestInit): FakeRequest {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
  const wantsObject = new Headers(init?.headers).get('accept')?.includes('vnd.pgrst.object') ?? false;
  return { method, url, path: url.pathname.replace(/^\/rest\/v1\//, ''), body, wantsObject };
}

/**
 * A fresh platform whose backend is the given routes, tried in order. Returns the fetch mock: its calls are the
 * requests the screen made.
 */
export function installFakeBackend(...routes: FakeRoute[]): FakeFetch {
  resetPlatformForTesting();
  const fetch: FakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    for (const route of routes) {
      const answer = await route(request);
      if (answer) return answer;
    }
    // An answer, not a thrown network error: supabase-js retries a GET that fails on the network (after 1, 2 and 4 s),
    // and such a retry would land in a later test's backend, even a later file's.
    return jsonResponse(501, { code: 'UNEXPECTED_REQUEST', message: `Unexpected request ${request.method} ${request.url.href}`, details: null, hint: null });
  });
  vi.stubGlobal('fetch', fetch);
  initPlatform(testRuntimeConfig(FAKE_BACKEND_URL));
  return fetch;
}

/** PostgREST's answer for rows: the list, or for single()/maybeSingle() the one row (406 PGRST116 otherwise). */
export function restRows(request: FakeRequest, rows: readonly unknown[]): Response {
  if (!request.wantsObject) return jsonResponse(200, rows);
  return rows.length === 1 ? jsonResponse(200, rows[0]) : jsonResponse(406, { code: 'PGRST116', message: 'no rows' });
}

/**
 * A table or view of the REST API: `answer` gets every request to it and returns its rows (or a whole Response).
 * A row may leave columns out, as a select does; the columns it has are the table's.
 */
export function tableRoute<T extends FakeTableName>(
  table: T,
  answer: (request: FakeRequest) => readonly Partial<FakeRow<T>>[] | Response,
): FakeRoute {
  return (request) => {
    if (request.path !== table) return undefined;
    const rows = answer(request);
    return rows instanceof Response ? rows : restRows(request, rows);
  };
}

/** A database function called through /rest/v1/rpc/: answers `body` with `status`. */
export function rpcRoute<N extends FakeFunctionName>(
  name: N,
  body: Schema['Functions'][N]['Returns'] | null | ((args: Schema['Functions'][N]['Args']) => unknown),
  status = 200,
): FakeRoute {
  return (request) => {
    if (request.path !== `rpc/${name}`) return undefined;
    const answer = typeof body === 'function' ? body(request.body as Schema['Functions'][N]['Args']) : body;
    return jsonResponse(status, answer);
  };
}

/** The Sheets-shaped endpoint (both sheets of the runtime config) answering these values. */
export function sheetValues(values: unknown[][]): FakeRoute {
  return (request) =>
    request.url.pathname.startsWith('/sheets/') ? jsonResponse(200, { range: 'x', majorDimension: 'ROWS', values }) : undefined;
}
