// An anonymous RPC from a client address of its own (a loopback address, 127.0.0.x), as the gateway sees a second
// customer: the per-address limits and holds tell customers apart by it.
import http from 'node:http';

export interface RpcAnswer {
  status: number;
  body: { code?: string; message?: string; hint?: string; details?: string } & Record<string, unknown>;
}

export function rpcFrom(
  backend: { url: string; anonKey: string }, address: string, fn: string, body: unknown, headers: Record<string, string> = {},
): Promise<RpcAnswer> {
  const url = new URL(`${backend.url}/rest/v1/rpc/${fn}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress: address,
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json',
                   'content-length': Buffer.byteLength(payload), ...headers } },
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
