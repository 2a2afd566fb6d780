import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestRemoteReleases, resetRemoteReleasesForTesting, withChosenReleases } from './early-remote-releases';

const CONFIG = { backendUrl: 'http://localhost:54321', anonKey: 'anon-key', remotes: { crm: 'http://localhost:4205/mf-manifest.json' } };
const RELEASE = 'http://localhost:54321/storage/v1/object/public/remote-releases/crm/1.1.0+b2/mf-manifest.json';
const ANSWER = { crm: { active: { version: '1.1.0+b2', manifest_url: RELEASE }, canary: null, previous: null } };

beforeEach(() => {
  resetRemoteReleasesForTesting();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** A page visited before (its backend remembered), then a new page: the fetch stub, cleared, and the storage. */
async function afterAVisit() {
  const storage = window.localStorage;
  const fetch = vi.fn(async () => new Response(JSON.stringify(ANSWER)));
  vi.stubGlobal('fetch', fetch);
  await requestRemoteReleases(Promise.resolve(CONFIG), undefined, storage);
  resetRemoteReleasesForTesting();
  fetch.mockClear();
  return { storage, fetch };
}

describe("the page's one request for the releases", () => {
  it('asks the backend once, anonymously, and keeps the answer for the page', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ANSWER)));
    vi.stubGlobal('fetch', fetch);
    const first = await requestRemoteReleases(Promise.resolve(CONFIG));
    const again = await requestRemoteReleases(Promise.resolve(CONFIG));
    expect(first).toEqual({ crm: { active: { version: '1.1.0+b2', manifestUrl: RELEASE }, canary: undefined, previous: undefined } });
    expect(again).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://localhost:54321/rest/v1/rpc/get_remote_releases', expect.objectContaining({ method: 'POST', body: '{}' }));
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
  });

  it('reads a refusal, a failure or a slow answer as no release', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"not found"}', { status: 404 })));
    expect(await requestRemoteReleases(Promise.resolve(CONFIG))).toEqual({});
    resetRemoteReleasesForTesting();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await requestRemoteReleases(Promise.resolve(CONFIG))).toEqual({});
    resetRemoteReleasesForTesting();
    const hanging = (_url: string, init: RequestInit) => new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    vi.stubGlobal('fetch', vi.fn(hanging));
    expect(await requestRemoteReleases(Promise.resolve(CONFIG), 20)).toEqual({});
  });

  it('without a runtime config it asks nothing, and asks again once there is one', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ANSWER)));
    vi.stubGlobal('fetch', fetch);
    expect(await requestRemoteReleases(Promise.resolve(undefined))).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
    expect(Object.keys(await requestRemoteReleases(Promise.resolve(CONFIG)))).toEqual(['crm']);
  });

  it("asks the last visit's backend before the config has come, and uses that answer when the config names it", async () => {
    const { storage, fetch } = await afterAVisit();

    let giveConfig: (value: unknown) => void = () => undefined;
    const config = new Promise((resolve) => (giveConfig = resolve));
    const releases = requestRemoteReleases(config, undefined, storage);
    expect(fetch).toHaveBeenCalledTimes(1);
    giveConfig(CONFIG);
    expect(Object.keys(await releases)).toEqual(['crm']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again when the config names another backend or key, and remembers the new one', async () => {
    const { storage, fetch } = await afterAVisit();

    const moved = { ...CONFIG, backendUrl: 'http://localhost:54421' };
    await requestRemoteReleases(Promise.resolve(moved), undefined, storage);
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'http://localhost:54321/rest/v1/rpc/get_remote_releases',
      'http://localhost:54421/rest/v1/rpc/get_remote_releases',
    ]);
    resetRemoteReleasesForTesting();
    fetch.mockClear();
    await requestRemoteReleases(Promise.resolve(moved), undefined, storage);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('http://localhost:54421/rest/v1/rpc/get_remote_releases');
  });

  it("gives the entry's early manifest read the chosen release's address", async () => {
    const releases = { crm: { active: { version: '1.1.0+b2', manifestUrl: RELEASE } } };
    expect(await withChosenReleases(Promise.resolve(CONFIG), Promise.resolve(releases), () => 'bucket')).toEqual({ ...CONFIG, remotes: { crm: RELEASE } });
    expect(await withChosenReleases(Promise.resolve(CONFIG), Promise.resolve({}), () => 'bucket')).toBe(CONFIG);
  });
});
