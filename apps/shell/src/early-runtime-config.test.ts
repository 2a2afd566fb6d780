import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestRuntimeConfig, takeEarlyRuntimeConfig } from './early-runtime-config';

afterEach(() => vi.unstubAllGlobals());

describe('the runtime config asked for by the entry', () => {
  it('is asked for once, uncached, and its JSON handed to start-up once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ backendUrl: 'http://backend.test' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answered = requestRuntimeConfig();
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    expect(await takeEarlyRuntimeConfig()).toEqual({ backendUrl: 'http://backend.test' });
    // The entry reads the same answer (to start loading the route's remote) without a second request.
    expect(await answered).toEqual({ backendUrl: 'http://backend.test' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A second start-up (none today) would ask again rather than reuse an old answer.
    expect(await takeEarlyRuntimeConfig()).toBeUndefined();
  });

  it('hands nothing when the request failed, was refused or was not JSON, so start-up asks again and words the failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    expect(await requestRuntimeConfig()).toBeUndefined();
    expect(await takeEarlyRuntimeConfig()).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await requestRuntimeConfig()).toBeUndefined();
    expect(await takeEarlyRuntimeConfig()).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>not the config</html>', { status: 200 })));
    expect(await requestRuntimeConfig()).toBeUndefined();
    expect(await takeEarlyRuntimeConfig()).toBeUndefined();
  });
});
