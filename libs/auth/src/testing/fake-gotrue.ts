// A fetch-level stand-in for the GoTrue endpoints supabase-js calls (password sign-in, refresh,
// get/update user, logout), for component tests while the embedded backend's harness is not at hand.
import type { RuntimeConfig } from '../runtime-config';

export interface FakeGoTrueUser {
  id: string;
  email: string;
  password: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function fakeJwt(user: FakeGoTrueUser, expiresAt: number): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt });
  return `${header}.${payload}.signature`;
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function testRuntimeConfig(backendUrl = 'http://backend.test', anonKey = 'anon-key'): RuntimeConfig {
  return {
    backendUrl,
    anonKey,
    remotes: {},
    sheets: {
      baseUrl: `${backendUrl}/sheets`,
      reportsSpreadsheetId: 'reports-demo',
      reportsRange: "'Form responses'!A2:Z",
      callLogsSpreadsheetId: 'call-logs-demo',
      callLogsSheet: 'Call logs',
    },
    webhookUrl: `${backendUrl}/functions/v1/sheets-webhook`,
  };
}

export function createFakeGoTrue(options: { backendUrl?: string; users?: Omit<FakeGoTrueUser, 'id'>[] } = {}) {
  const backendUrl = options.backendUrl ?? 'http://backend.test';
  const users = (options.users ?? [{ email: 'admin@example.com', password: 'admin1234' }]).map((u, i) => ({
    ...u,
    id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  }));
  const tokens = new Map<string, FakeGoTrueUser>();
  const refreshTokens = new Map<string, FakeGoTrueUser>();
  const requests: FakeRequest[] = [];
  let nextFailure: { status: number; body: unknown } | 'network' | null = null;
  let counter = 0;

  function userJson(user: FakeGoTrueUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    };
  }

  function issueSession(user: FakeGoTrueUser) {
    counter += 1;
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const accessToken = fakeJwt(user, expiresAt) + counter;
    const refreshToken = `refresh-${counter}`;
    tokens.set(accessToken, user);
    refreshTokens.set(refreshToken, user);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  function bearerUser(request: Request) {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    return tokens.get(token);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/auth\/v1/, '');
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    requests.push({ method: request.method, path: path + url.search, body });
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      return json(failure.status, failure.body);
    }
    const input = (body ?? {}) as Record<string, string>;
    if (request.method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'password') {
      if (!input.email || !input.password) {
        return json(400, {
          code: 400,
          error_code: 'validation_failed',
          msg: 'You must provide either an email or phone number and a password.',
        });
      }
      const user = users.find((u) => u.email === input.email && u.password === input.password);
      if (!user) return json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      return json(200, issueSession(user));
    }
    if (request.method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'refresh_token') {
      const user = refreshTokens.get(input.refresh_token);
      if (!user) return json(400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' });
      refreshTokens.delete(input.refresh_token);
      return json(200, issueSession(user));
    }
    if (path === '/user') {
      const user = bearerUser(request);
      if (!user) return json(401, { code: 401, error_code: 'bad_jwt', msg: 'invalid JWT: unable to parse or verify signature' });
      if (request.method === 'PUT') {
        if (typeof input.password === 'string' && input.password.length < 6) {
          return json(422, {
            code: 422,
            error_code: 'weak_password',
            msg: 'Password should be at least 6 characters.',
            weak_password: { reasons: ['length'] },
          });
        }
        if (input.password) user.password = input.password;
      }
      return json(200, userJson(user));
    }
    if (request.method === 'POST' && path === '/logout') {
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      tokens.delete(token);
      return json(204, null);
    }
    return json(404, { code: 404, msg: `Fake GoTrue: no route for ${request.method} ${path}` });
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // jsdom's AbortSignal is not the one Node's Request accepts; the fake never aborts anyway.
    const { signal: _signal, ...rest } = init ?? {};
    const request = new Request(input, rest);
    if (!request.url.startsWith(`${backendUrl}/auth/v1/`)) {
      return json(404, { message: `Fake GoTrue: unexpected request ${request.method} ${request.url}` });
    }
    return handle(request);
  };

  return {
    backendUrl,
    config: testRuntimeConfig(backendUrl),
    fetch: fetchImpl as typeof fetch,
    requests,
    users,
    /** The next request gets this error response (or a network failure). */
    failNext(failure: { status: number; body: unknown } | 'network') {
      nextFailure = failure;
    },
  };
}

export type FakeGoTrue = ReturnType<typeof createFakeGoTrue>;
