// One structured JSON line per request.
import type { MiddlewareHandler } from 'hono';

export function requestLog(write: (line: string) => void = (l) => process.stdout.write(l + '\n')): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      }),
    );
  };
}
