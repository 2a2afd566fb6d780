// nginx's config for the cluster (src/cluster/nginx.ts, docs/operations.md#nginx-in-front): the access log keeps the
// method and path only, never a query string (signed upload tokens travel in one), and nginx accepts the config.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { nginxBinary, nginxConfig } from '../cluster/nginx';

it('logs $request_method $uri, never the request line or its query string', () => {
  const config = nginxConfig({ prefix: '/tmp/nginx-prefix', port: 54399, upstreams: [54398], accessLog: true });
  const format = /log_format cluster '([^']*)'/.exec(config)?.[1];
  expect(format).toContain('$request_method $uri');
  for (const leaky of ['$request ', '"$request"', '$request_uri', '$args', '$query_string']) expect(`${format} `).not.toContain(leaky);
});

it.runIf(existsSync(nginxBinary()))('is a config nginx accepts (nginx -t)', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-'));
  try {
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'temp', name), { recursive: true });
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ prefix, port: 54399, upstreams: [54398, 54397], accessLog: true }));
    expect(() => execFileSync(nginxBinary(), ['-t', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], { stdio: 'pipe' })).not.toThrow();
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});
