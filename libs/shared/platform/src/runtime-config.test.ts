import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from './testing/test-runtime-config';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('loadRuntimeConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches /runtime-config.json without the HTTP cache and returns the validated config', async () => {
    const config = testRuntimeConfig('http://localhost:54321');
    const fetchMock = stubFetch(new Response(JSON.stringify(config)));
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('defaults the remotes map when a standalone app leaves it out', async () => {
    const { remotes: _remotes, ...config } = testRuntimeConfig();
    stubFetch(new Response(JSON.stringify(config)));
    await expect(loadRuntimeConfig('/cfg.json')).resolves.toMatchObject({ remotes: {} });
  });

  it('keeps the console URL and any keys it does not know', async () => {
    const config = { ...testRuntimeConfig(), consoleUrl: 'http://localhost:4200', future: { flag: true } };
    stubFetch(new Response(JSON.stringify(config)));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ consoleUrl: 'http://localhost:4200', future: { flag: true } });
  });

  it('names every invalid field', async () => {
    stubFetch(new Response(JSON.stringify({ ...testRuntimeConfig(), backendUrl: 'not a url', anonKey: '' })));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime config from /runtime-config.json: backendUrl: expected an absolute URL; anonKey: expected non-empty text',
    );
  });

  it('keeps a known business time zone and refuses an unknown one', async () => {
    stubFetch(new Response(JSON.stringify({ ...testRuntimeConfig(), businessTimeZone: 'Asia/Dubai' })));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ businessTimeZone: 'Asia/Dubai' });
    stubFetch(new Response(JSON.stringify({ ...testRuntimeConfig(), businessTimeZone: 'Mars/Olympus' })));
    await expect(loadRuntimeConfig()).rejects.toThrow('businessTimeZone: expected an IANA time zone name');
  });

  it('names a missing section and a wrong type', async () => {
    const { sheets: _sheets, ...config } = testRuntimeConfig();
    stubFetch(new Response(JSON.stringify({ ...config, remotes: { reports: 42 } })));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime config from /runtime-config.json: remotes.reports: expected an absolute URL; sheets: expected an object',
    );
  });

  it('refuses a body that is not an object, and a relative URL', async () => {
    stubFetch(new Response('[]'));
    await expect(loadRuntimeConfig()).rejects.toThrow('Invalid runtime config from /runtime-config.json: (root): expected an object');
    stubFetch(new Response(JSON.stringify({ ...testRuntimeConfig(), webhookUrl: '/functions/v1/webhook' })));
    await expect(loadRuntimeConfig()).rejects.toThrow('webhookUrl: expected an absolute URL');
  });

  it('reports an HTTP failure', async () => {
    stubFetch(new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig()).rejects.toThrow('Could not load runtime config from /runtime-config.json: HTTP 404');
  });

  it('reports a body that is not JSON', async () => {
    stubFetch(new Response('<html>'));
    await expect(loadRuntimeConfig()).rejects.toThrow('the response is not JSON');
  });

  it('reports a network failure', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toThrow('Could not load runtime config from /runtime-config.json: Failed to fetch');
  });
});
