import { describe, expect, it } from 'vitest';
import { hashFraction, inCanary, parseRemoteReleases, releaseCandidates, resolvedAddresses, type RemoteReleaseSet } from './remote-releases';

const RELEASES = 'http://localhost:54321/storage/v1/object/public/remote-releases';
const CONFIG_URL = 'http://localhost:4205/mf-manifest.json';
const url = (version: string) => `${RELEASES}/crm/${version}/mf-manifest.json`;
const set: RemoteReleaseSet = {
  active: { version: '1.1.0+b2', manifestUrl: url('1.1.0+b2') },
  canary: { version: '1.2.0+c3', manifestUrl: url('1.2.0+c3'), percent: 10 },
  previous: { version: '1.0.0+a1', manifestUrl: url('1.0.0+a1') },
};

/** A session's bucket, as release-bucket.ts makes them: random text. */
const randomBucket = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);

describe("reading get_remote_releases' answer", () => {
  it('keeps each remote with an active release or a canary, and its pointers', () => {
    const answer = {
      crm: {
        active: { version: '1.1.0+b2', manifest_url: url('1.1.0+b2') },
        canary: { version: '1.2.0+c3', manifest_url: url('1.2.0+c3'), percent: 10 },
        previous: { version: '1.0.0+a1', manifest_url: url('1.0.0+a1') },
      },
      calllogs: { active: { version: '2.0.0+x', manifest_url: `${RELEASES}/calllogs/2.0.0+x/mf-manifest.json` }, canary: null, previous: null },
    };
    expect(parseRemoteReleases(answer)).toEqual({
      crm: set,
      calllogs: { active: { version: '2.0.0+x', manifestUrl: `${RELEASES}/calllogs/2.0.0+x/mf-manifest.json` }, canary: undefined, previous: undefined },
    });
  });

  it('reads anything else as no release: the runtime config decides', () => {
    expect(parseRemoteReleases(null)).toEqual({});
    expect(parseRemoteReleases([])).toEqual({});
    expect(parseRemoteReleases({ message: 'function not found' })).toEqual({});
    expect(parseRemoteReleases({ crm: { active: { version: '1', manifest_url: 'javascript:alert(1)' } } })).toEqual({});
    expect(parseRemoteReleases({ crm: { active: null, canary: { version: '1', manifest_url: url('1'), percent: 0 } } })).toEqual({});
  });
});

describe('choosing the build to load', () => {
  it('a remote without a release loads from the runtime config, as before releases', () => {
    expect(releaseCandidates('crm', undefined, CONFIG_URL, 'any')).toEqual([{ version: null, url: CONFIG_URL }]);
    expect(resolvedAddresses({ crm: CONFIG_URL, calllogs: 'http://localhost:4206/mf-manifest.json' }, {}, 'any')).toEqual({
      crm: CONFIG_URL,
      calllogs: 'http://localhost:4206/mf-manifest.json',
    });
  });

  it('the active release first, then the one before it, then the runtime config build', () => {
    const noCanary = { ...set, canary: undefined };
    expect(releaseCandidates('crm', noCanary, CONFIG_URL, 'any')).toEqual([
      { version: '1.1.0+b2', url: url('1.1.0+b2') },
      { version: '1.0.0+a1', url: url('1.0.0+a1') },
      { version: null, url: CONFIG_URL },
    ]);
  });

  it('a session in the canary tries the canary, then the active release', () => {
    const bucket = Array.from({ length: 1000 }, randomBucket).find((candidate) => inCanary(candidate, 'crm', set.canary!))!;
    expect(releaseCandidates('crm', set, CONFIG_URL, bucket).map((candidate) => candidate.version)).toEqual(['1.2.0+c3', '1.1.0+b2', '1.0.0+a1', null]);
    expect(resolvedAddresses({ crm: CONFIG_URL }, { crm: set }, bucket)).toEqual({ crm: url('1.2.0+c3') });
  });
});

describe('canary share and stickiness', () => {
  it('10% of 10,000 simulated sessions get the canary, within 1.5 points', () => {
    const sessions = Array.from({ length: 10_000 }, randomBucket);
    const share = sessions.filter((bucket) => inCanary(bucket, 'crm', set.canary!)).length / sessions.length;
    expect(Math.abs(share - 0.1)).toBeLessThanOrEqual(0.015);
  });

  it('holds for other shares and other remotes too', () => {
    const sessions = Array.from({ length: 10_000 }, randomBucket);
    for (const percent of [1, 25, 50]) {
      const canary = { ...set.canary!, percent };
      const share = sessions.filter((bucket) => inCanary(bucket, 'calllogs', canary)).length / sessions.length;
      expect(Math.abs(share - percent / 100)).toBeLessThanOrEqual(0.015);
    }
  });

  it('one session never flips: the same answer every time, and a larger share only adds people', () => {
    const sessions = Array.from({ length: 2_000 }, randomBucket);
    const first = sessions.map((bucket) => inCanary(bucket, 'crm', set.canary!));
    for (let round = 0; round < 5; round += 1) expect(sessions.map((bucket) => inCanary(bucket, 'crm', set.canary!))).toEqual(first);
    const wider = { ...set.canary!, percent: 30 };
    sessions.forEach((bucket, i) => first[i] && expect(inCanary(bucket, 'crm', wider)).toBe(true));
  });

  it('a different remote or the next canary draws other people', () => {
    const sessions = Array.from({ length: 10_000 }, randomBucket);
    const inCrm = new Set(sessions.filter((bucket) => inCanary(bucket, 'crm', set.canary!)));
    const inCalllogs = sessions.filter((bucket) => inCanary(bucket, 'calllogs', set.canary!));
    // Independent draws: about 10% of one canary's people are in the other.
    expect(inCalllogs.filter((bucket) => inCrm.has(bucket)).length / inCalllogs.length).toBeLessThan(0.2);
  });

  it('hashes to a fraction in [0, 1)', () => {
    for (const text of ['', 'a', 'crm:1.0.0', 'x'.repeat(1000)]) {
      expect(hashFraction(text)).toBeGreaterThanOrEqual(0);
      expect(hashFraction(text)).toBeLessThan(1);
    }
    expect(hashFraction('crm')).toBe(hashFraction('crm'));
  });
});
