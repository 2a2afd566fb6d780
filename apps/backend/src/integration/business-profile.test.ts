// The business profile (docs/areas/business-profile.md) through supabase-js: one row everyone reads (the anonymous
// role included), only admins change, never a second row or none; refused input carries the codes screens show; the
// logo goes to the public business-logos bucket, which only admins write.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;

const SEEDED = {
  name: 'Al Safa Vehicle Inspection', phone: '+97143382200', email: 'info@alsafa-inspection.ae',
  address: 'Warehouse 12, 6th Street, Al Quoz Industrial Area 3, Dubai, UAE', logo_url: null,
  distance_unit: 'km', time_format: '12h', currency: 'AED',
};
const COLUMNS = 'name, phone, email, address, logo_url, distance_unit, time_format, currency';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

beforeAll(async () => {
  office = (await fx.signUp('business-office@example.com', 'office-pass-1', { role: 'staff', staff: true })).client;
  inspector = (await fx.signUp('business-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true })).client;
});

const stored = async () => (await fx.staff.from('business_profile').select(COLUMNS).single()).data;

describe('the business profile', () => {
  it('is one seeded row that everyone reads, the anonymous role included', async () => {
    for (const client of [fx.anon, office, inspector, fx.staff]) {
      const { data, error } = await client.from('business_profile').select(COLUMNS);
      expect(error).toBeNull();
      expect(data).toEqual([SEEDED]);
    }
  });

  it('is changed by no one but an admin', async () => {
    for (const client of [office, inspector]) {
      const { data, error } = await client.from('business_profile').update({ name: 'Taken over' }).eq('id', true).select('name');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const anon = await fx.anon.from('business_profile').update({ name: 'Taken over' }).eq('id', true);
    expect(anon.error).toMatchObject({ code: '42501' });
    expect(await stored()).toEqual(SEEDED);

    const changed = { ...SEEDED, name: 'Desert Auto Check', distance_unit: 'mi', time_format: '24h', currency: 'SAR', logo_url: 'https://cdn.example.ae/logo.png' };
    const { data, error } = await fx.staff.from('business_profile').update(changed).eq('id', true).select(COLUMNS).single();
    expect(error).toBeNull();
    expect(data).toEqual(changed);
    expect((await fx.anon.from('business_profile').select(COLUMNS).single()).data).toEqual(changed);
    await fx.staff.from('business_profile').update(SEEDED).eq('id', true);
  });

  it('stays one row: no one adds a second or deletes it', async () => {
    for (const client of [fx.anon, office, fx.staff]) {
      expect((await client.from('business_profile').insert({ id: false, name: 'Second', phone: '+97143382200' })).error).toMatchObject({ code: '42501' });
      expect((await client.from('business_profile').delete().eq('id', true)).error).toMatchObject({ code: '42501' });
    }
    // Not even the table's owner: the key is `true` and must be.
    await expect(fx.backend.db.query(`insert into public.business_profile (id, name, phone) values (false, 'Second', '+97143382200')`)).rejects.toMatchObject({
      code: '23514',
    });
    await expect(fx.backend.db.query(`insert into public.business_profile (name, phone) values ('Second', '+97143382200')`)).rejects.toMatchObject({
      code: '23505',
    });
    expect((await fx.anon.from('business_profile').select('name')).data).toHaveLength(1);
  });

  it.each([
    [{ name: '  ' }, 'errors.businessName'],
    [{ name: 'x'.repeat(101) }, 'errors.businessName'],
    [{ phone: '12' }, 'errors.phoneInvalid'],
    [{ email: 'info@' }, 'errors.email'],
    [{ address: 'x'.repeat(301) }, 'errors.businessAddress'],
    [{ logo_url: 'javascript:alert(1)' }, 'errors.businessLogo'],
    [{ distance_unit: 'yards' }, 'errors.distanceUnit'],
    [{ time_format: '12-hour' }, 'errors.timeFormat'],
    [{ currency: 'aed' }, 'errors.currency'],
  ])('refuses %o with %s', async (change, key) => {
    const { error } = await fx.staff.from('business_profile').update(change).eq('id', true);
    expect(error).toMatchObject({ code: '23514' });
    expect(errorFromDatabase(error)).toEqual({ key });
    expect(englishErrorText(errorFromDatabase(error))).not.toBe('');
    expect(await stored()).toEqual(SEEDED);
  });

  it('keeps the logo in the public business-logos bucket, which only admins write', async () => {
    const upload = (client: SupabaseClient, name: string) =>
      client.storage.from('business-logos').upload(name, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
    expect((await upload(office, 'logo-office.png')).error).not.toBeNull();
    expect((await upload(fx.anon, 'logo-anon.png')).error).not.toBeNull();
    expect((await upload(fx.staff, 'logo-admin.png')).error).toBeNull();
    const url = fx.anon.storage.from('business-logos').getPublicUrl('logo-admin.png').data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await fx.staff.from('business_profile').update({ logo_url: url }).eq('id', true)).error).toBeNull();
    await fx.staff.from('business_profile').update({ logo_url: null }).eq('id', true);
  });
});
