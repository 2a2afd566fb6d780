// The remotes' releases (docs/architecture/releases.md) through supabase-js: admins publish, promote and roll back
// through the functions, nobody writes the table, everyone reads get_remote_releases(); one active and one canary per
// remote, versions are immutable, a rollback goes back to the last known good. The builds' bucket serves each file
// with the long-lived caching it was uploaded with, and refuses to overwrite one.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;

const SHARED = { react: '19.1.0', 'react-dom': '19.1.0' };
const url = (remote: string, version: string) => `https://cdn.example.com/remote-releases/${remote}/${version}/mf-manifest.json`;
const publish = (client: SupabaseClient, remote: string, version: string, extra: { p_note?: string; p_canary_percent?: number } = {}) =>
  client.rpc('publish_remote_release', { p_remote: remote, p_version: version, p_manifest_url: url(remote, version), p_shared: SHARED, ...extra });
const releases = async () => (await fx.anon.rpc('get_remote_releases')).data as Record<string, unknown>;
const statuses = async (remote: string) =>
  (await fx.staff.from('remote_releases').select('version, status, canary_percent, rolled_back_at').eq('remote', remote).order('published_at'))
    .data!.map((row) => `${row.version}:${row.status}${row.canary_percent ? `@${row.canary_percent}` : ''}${row.rolled_back_at ? ':rolled-back' : ''}`);

function expectRefusal(error: PostgrestError | null, sqlstate: string, code: string) {
  expect(error).toMatchObject({ code: sqlstate, hint: code });
  const shown = errorFromDatabase(error);
  expect(shown.key).not.toBe('errors.generic');
  expect(englishErrorText(shown)).toBe(error!.message);
}

beforeAll(async () => {
  office = (await fx.signUp('releases-office@example.com', 'office-pass-1', { role: 'staff', staff: true })).client;
  inspector = (await fx.signUp('releases-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true })).client;
});

describe('remote releases', () => {
  it('are absent from get_remote_releases until one is published, which anyone may call', async () => {
    expect(await releases()).toEqual({});
    expect((await office.rpc('get_remote_releases')).data).toEqual({});
  });

  it('are published, promoted and rolled back by admins only; nobody writes the table', async () => {
    for (const client of [office, inspector]) {
      expectRefusal((await publish(client, 'crm', '1.0.0+a')).error, '42501', 'releases_admin_only');
      expectRefusal((await client.rpc('rollback_remote_release', { p_remote: 'crm' })).error, '42501', 'releases_admin_only');
      expectRefusal((await client.rpc('promote_remote_release', { p_remote: 'crm' })).error, '42501', 'releases_admin_only');
      expect((await client.from('remote_releases').select('id')).data).toEqual([]);
    }
    expect((await publish(fx.anon, 'crm', '1.0.0+a')).error).toMatchObject({ code: '42501' });
    expect((await fx.anon.rpc('rollback_remote_release', { p_remote: 'crm' })).error).toMatchObject({ code: '42501' });
    // The anonymous role has no privilege on the table: an error, never a row.
    expect((await fx.anon.from('remote_releases').select('id')).data ?? []).toEqual([]);
    const row = { remote: 'crm', version: '1.0.0+a', manifest_url: url('crm', '1.0.0+a'), status: 'active' };
    expect((await fx.anon.from('remote_releases').insert(row)).error).not.toBeNull();
    for (const client of [office, fx.staff]) {
      expect((await client.from('remote_releases').insert(row)).error).toMatchObject({ code: '42501' });
      expect((await client.from('remote_releases').update({ status: 'retired' }).eq('remote', 'forms')).error).toMatchObject({ code: '42501' });
      expect((await client.from('remote_releases').delete().eq('remote', 'forms')).error).toMatchObject({ code: '42501' });
    }
    expect(await statuses('crm')).toEqual([]);
  });

  it('make a new release active and retire the one before; a version is never published twice', async () => {
    const { data, error } = await publish(fx.staff, 'forms', '1.0.0+one', { p_note: 'First release' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      remote: 'forms', version: '1.0.0+one', status: 'active', canary_percent: null, note: 'First release', shared: SHARED,
      published_by_name: 'admin@example.com', rolled_back_at: null,
    });
    expect((data as { activated_at: string | null }).activated_at).not.toBeNull();
    expect((await publish(fx.staff, 'forms', '1.1.0+two')).error).toBeNull();
    expectRefusal((await publish(fx.staff, 'forms', '1.0.0+one')).error, '23505', 'release_exists');
    expect(await statuses('forms')).toEqual(['1.0.0+one:retired', '1.1.0+two:active']);
    expect((await releases()).forms).toEqual({
      active: { version: '1.1.0+two', manifest_url: url('forms', '1.1.0+two') },
      canary: null,
      previous: { version: '1.0.0+one', manifest_url: url('forms', '1.0.0+one') },
    });
  });

  it('refuse what is not a release: a bad name, version, manifest URL or canary share', async () => {
    const bad = async (args: Record<string, unknown>, constraint: string) => {
      const { error } = await fx.staff.rpc('publish_remote_release', {
        p_remote: 'tooling', p_version: '1.0.0+x', p_manifest_url: url('tooling', '1.0.0+x'), p_shared: SHARED, ...args,
      });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
    };
    await bad({ p_remote: 'Tooling!' }, 'remote_releases_remote_valid');
    await bad({ p_version: '1.0.0' }, 'remote_releases_version_valid');
    await bad({ p_manifest_url: 'javascript:alert(1)' }, 'remote_releases_manifest_url_valid');
    await bad({ p_shared: ['react'] }, 'remote_releases_shared_valid');
    await bad({ p_note: 'x'.repeat(501) }, 'remote_releases_note_valid');
    expectRefusal((await publish(fx.staff, 'tooling', '1.0.0+x', { p_canary_percent: 100 })).error, '22023', 'release_canary_percent');
    expectRefusal((await publish(fx.staff, 'tooling', '1.0.0+x', { p_canary_percent: 10 })).error, '22023', 'release_canary_needs_active');
    expect(await statuses('tooling')).toEqual([]);
  });

  it('run a canary beside the active release, one at a time, until it is promoted', async () => {
    await publish(fx.staff, 'calllogs', '1.0.0+a');
    expect((await publish(fx.staff, 'calllogs', '1.1.0+b', { p_canary_percent: 10 })).data).toMatchObject({ status: 'canary', canary_percent: 10 });
    expect((await publish(fx.staff, 'calllogs', '1.1.0+c', { p_canary_percent: 25 })).error).toBeNull();
    expect(await statuses('calllogs')).toEqual(['1.0.0+a:active', '1.1.0+b:retired', '1.1.0+c:canary@25']);
    expect((await releases()).calllogs).toEqual({
      active: { version: '1.0.0+a', manifest_url: url('calllogs', '1.0.0+a') },
      canary: { version: '1.1.0+c', manifest_url: url('calllogs', '1.1.0+c'), percent: 25 },
      // A canary that never went live is no one's last known good.
      previous: null,
    });
    expect((await fx.staff.rpc('promote_remote_release', { p_remote: 'calllogs' })).data).toMatchObject({ version: '1.1.0+c', status: 'active', canary_percent: null });
    expect(await statuses('calllogs')).toEqual(['1.0.0+a:retired', '1.1.0+b:retired', '1.1.0+c:active']);
    expect((await releases()).calllogs).toMatchObject({ canary: null, previous: { version: '1.0.0+a' } });
    expectRefusal((await fx.staff.rpc('promote_remote_release', { p_remote: 'calllogs' })).error, '22023', 'release_no_canary');
    // A full release while a canary runs goes to every session: the canary is retired with the active one.
    await publish(fx.staff, 'calllogs', '1.2.0+d', { p_canary_percent: 5 });
    await publish(fx.staff, 'calllogs', '1.2.0+e');
    expect((await statuses('calllogs')).slice(2)).toEqual(['1.1.0+c:retired', '1.2.0+d:retired', '1.2.0+e:active']);
  });

  it('roll back a canary first, then to the last known good, one release at a time', async () => {
    await publish(fx.staff, 'bookings', '1.0.0+a');
    await publish(fx.staff, 'bookings', '1.1.0+b');
    await publish(fx.staff, 'bookings', '1.2.0+c');
    await publish(fx.staff, 'bookings', '1.3.0+d', { p_canary_percent: 10 });

    const canary = await fx.staff.rpc('rollback_remote_release', { p_remote: 'bookings' });
    expect(canary.data).toMatchObject({ remote: 'bookings', rolled_back: { version: '1.3.0+d', status: 'retired' }, active: { version: '1.2.0+c' } });
    const back = await fx.staff.rpc('rollback_remote_release', { p_remote: 'bookings' });
    expect(back.data).toMatchObject({ rolled_back: { version: '1.2.0+c', status: 'retired' }, active: { version: '1.1.0+b', status: 'active' } });
    expect((await releases()).bookings).toEqual({
      active: { version: '1.1.0+b', manifest_url: url('bookings', '1.1.0+b') },
      canary: null,
      previous: { version: '1.0.0+a', manifest_url: url('bookings', '1.0.0+a') },
    });
    await fx.staff.rpc('rollback_remote_release', { p_remote: 'bookings' });
    expect(await statuses('bookings')).toEqual(['1.0.0+a:active', '1.1.0+b:retired:rolled-back', '1.2.0+c:retired:rolled-back', '1.3.0+d:retired:rolled-back']);
    expectRefusal((await fx.staff.rpc('rollback_remote_release', { p_remote: 'bookings' })).error, '22023', 'release_no_previous');
    expectRefusal((await fx.staff.rpc('rollback_remote_release', { p_remote: 'nothing-here' })).error, '22023', 'release_no_previous');
    // A rolled-back version stays taken: a fix is a new version.
    expectRefusal((await publish(fx.staff, 'bookings', '1.2.0+c')).error, '23505', 'release_exists');
  });

  it('keep one active and one canary per remote, whoever writes', async () => {
    await expect(fx.backend.db.query(
      `insert into public.remote_releases (remote, version, manifest_url, status, activated_at) values ('calllogs', '9.0.0+x', $1, 'active', now())`,
      [url('calllogs', '9.0.0+x')],
    )).rejects.toMatchObject({ code: '23505' });
    await expect(fx.backend.db.query(
      `insert into public.remote_releases (remote, version, manifest_url, status) values ('calllogs', '9.0.0+y', $1, 'canary')`,
      [url('calllogs', '9.0.0+y')],
    )).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the remote-releases bucket', () => {
  const file = 'inspection/1.0.0+files/static/js/main.0a1b2c3d.js';
  const upload = (client: SupabaseClient, name: string, token: string | null) =>
    fetch(`${fx.backend.url}/storage/v1/object/remote-releases/${name}`, {
      method: 'POST',
      headers: {
        apikey: fx.backend.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-upsert': 'false',
      },
      body: 'console.log(1)',
    });

  it('takes files from admins only, never overwrites one, and serves them immutable to anyone', async () => {
    const officeToken = (await office.auth.getSession()).data.session!.access_token;
    expect((await upload(office, file, officeToken)).status).toBe(403);
    expect((await upload(fx.anon, file, null)).status).toBeGreaterThanOrEqual(400);
    expect((await upload(fx.staff, file, fx.staffToken)).status).toBe(200);
    expect((await upload(fx.staff, file, fx.staffToken)).status).toBe(409);
    const put = await fetch(`${fx.backend.url}/storage/v1/object/remote-releases/${file}`, {
      method: 'PUT', headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, 'content-type': 'application/javascript' }, body: 'x',
    });
    expect(put.status).toBe(403);
    expect((await fx.staff.storage.from('remote-releases').remove([file])).data).toEqual([]);

    const served = await fetch(fx.anon.storage.from('remote-releases').getPublicUrl(file).data.publicUrl, { headers: { origin: 'http://localhost:4200' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('application/javascript');
    expect(served.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(await served.text()).toBe('console.log(1)');
  });

  it('refuses HTML, which would run on the backend origin', async () => {
    const response = await fetch(`${fx.backend.url}/storage/v1/object/remote-releases/inspection/1.0.0+files/index.html`, {
      method: 'POST', headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, 'content-type': 'text/html' }, body: '<p>hi</p>',
    });
    expect(response.status).toBe(415);
  });
});
