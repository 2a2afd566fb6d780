// Requests from a client address of its own (a loopback address, 127.0.0.x), as the gateway sees a second
// customer: the per-address limits and holds tell customers apart by it.
import http from 'node:http';

export interface RpcAnswer {
  status: number;
  body: { code?: string; message?: string; hint?: string; details?: string } & Record<string, unknown>;
}

export function rpcFrom(
  backend: { url: string; anonKey: string }, address: string, fn: string, body: unknown, headers: Record<string, string> = {},
): Promise<RpcAnswer> {
  return postFrom(backend, address, `/rest/v1/rpc/${fn}`, body, { authorization: `Bearer ${backend.anonKey}`, ...headers }) as Promise<RpcAnswer>;
}

/** A password sign-in (POST /auth/v1/token) from a client address of its own: the sign-in throttles count by it. */
export function signInFrom(
  backend: { url: string; anonKey: string }, address: string, email: string, password: string,
): Promise<{ status: number; body: Record<string, string> }> {
  // A session's tokens (access_token, refresh_token) or an error's code and message.
  return postFrom(backend, address, '/auth/v1/token?grant_type=password', { email, password }) as Promise<{ status: number; body: Record<string, string> }>;
}

/** POST `path` with a JSON body from `address`, on a connection of its own: the status and the parsed answer. */
export function postFrom(
  backend: { url: string; anonKey: string }, address: string, path: string, body: unknown, headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: new URL(backend.url).port, path, method: 'POST', localAddress: address, agent: false,
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
