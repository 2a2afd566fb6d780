import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryRemoteLoads } from './retry-remote-loads';

type Plugin = ReturnType<typeof retryRemoteLoads>;
type LoadEntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];

const MANIFEST = 'http://localhost:4205/mf-manifest.json';
const plugin = retryRemoteLoads({ retries: 2, delayMs: 1 });
const fetchManifest = (url = MANIFEST) => plugin.fetch!(url, {}) as Promise<Response>;

afterEach(() => vi.unstubAllGlobals());

describe('the retry plugin', () => {
  it('fetches a manifest again after no answer and after a 5xx, and hands over the answer that came', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const response = await fetchManifest();
    expect(await response.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith(MANIFEST, {});
  });

  it("hands over an answer already read for the URL (the entry's early manifest) without asking again", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answered = vi.fn(async (url: string) => (url === MANIFEST ? new Response('{"early":true}') : undefined));
    const early = retryRemoteLoads({ answered });
    expect(await ((await early.fetch!(MANIFEST, {})) as Response).json()).toEqual({ early: true });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockResolvedValue(new Response('{"late":true}'));
    expect(await ((await early.fetch!('http://localhost:4206/mf-manifest.json', {})) as Response).json()).toEqual({ late: true });
  });

  it('hands over a 404 at once: it will not heal in a second', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchManifest()).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after two retries: three attempts in all, then the last error', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchManifest()).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("loads a remote's entry again after it failed, without the failed load the runtime keeps", async () => {
    const container = { init: vi.fn(), get: vi.fn() };
    const failedLoad = Promise.reject(new Error('RUNTIME-008'));
    failedLoad.catch(() => undefined);
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'crm:entry': failedLoad };
    const getRemoteEntry = vi
      .fn()
      .mockImplementationOnce(async () => {
        expect(globalLoading['crm:entry']).toBeUndefined();
        throw new Error('RUNTIME-008 again');
      })
      .mockResolvedValueOnce(container);
    const args = { getRemoteEntry, globalLoading, uniqueKey: 'crm:entry' } as unknown as LoadEntryErrorArgs;
    expect(await plugin.loadEntryError!(args)).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives up on an entry after two retries', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const args = { getRemoteEntry, globalLoading: {}, uniqueKey: 'crm:entry' } as unknown as LoadEntryErrorArgs;
    await expect(plugin.loadEntryError!(args)).rejects.toThrow('RUNTIME-008');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
