// Inspection photos are kept per booking (`<booking id>/...`, migration 0082) and the policies on storage.objects
// keep an inspector to the photos of the bookings assigned to them: listing, downloading, uploading, replacing and
// removing another inspector's booking photos is refused; their own work; admins and office staff reach every photo;
// the buyer's report still shows every photo by its public link. Through supabase-js, on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { upsertStaffUser } from '../auth/users';
import { accessToken, backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let anna: SupabaseClient;
let annaToken: string;
const ids = { annaBooking: '', benBooking: '' };

const TYPE = '11111111-1111-4111-8111-000000000003';
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const OTHER = Uint8Array.from([...PNG, 0]);
const DENIED = { statusCode: '403', message: 'new row violates row-level security policy' };
const day = new Date(Date.now() + 40 * 86400_000).toISOString().slice(0, 10);
const booking = (inspectorId: string) => ({
  customer_name: 'Photo Tester', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
  inspection_type_id: TYPE, start_time: `${day}T06:00:00Z`, end_time: `${day}T07:00:00Z`, inspector_id: inspectorId,
});
const publicUrl = (name: string) => `${fx.backend.url}/storage/v1/object/public/inspection-photos/${name}`;
const photos = (client: SupabaseClient) => client.storage.from('inspection-photos');
const names = async (client: SupabaseClient, prefix: string) => {
  const listed = await photos(client).list(prefix);
  if (listed.error) throw listed.error;
  return (listed.data ?? []).map((o) => o.name);
};

beforeAll(async () => {
  await upsertStaffUser(fx.backend.db, 'photo-office@example.com', 'office-pass-1', { role: 'staff' });
  await upsertStaffUser(fx.backend.db, 'photo-anna@example.com', 'anna-pass-1', { role: 'inspector' });
  await upsertStaffUser(fx.backend.db, 'photo-ben@example.com', 'ben-pass-1', { role: 'inspector' });
  office = await fx.backend.signedInClient('photo-office@example.com', 'office-pass-1');
  anna = await fx.backend.signedInClient('photo-anna@example.com', 'anna-pass-1');
  annaToken = await accessToken(anna);
  const { rows } = await fx.backend.db.query<{ email: string; id: string }>(
    `select u.email, i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email in ('photo-anna@example.com', 'photo-ben@example.com')`,
  );
  const inspector = (email: string) => rows.find((r) => r.email === email)!.id;
  for (const [key, email] of [['annaBooking', 'photo-anna@example.com'], ['benBooking', 'photo-ben@example.com']] as const) {
    const made = await fx.staff.from('bookings').insert(booking(inspector(email))).select('id').single();
    if (made.error) throw made.error;
    ids[key] = made.data.id;
  }
  for (const id of [ids.annaBooking, ids.benBooking]) {
    expect((await photos(fx.staff).upload(`${id}/door.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await photos(fx.staff).upload(`${id}/thumbs/door.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
  }
  expect((await photos(fx.staff).upload('inspections/form-1/old.png', PNG, { contentType: 'image/png' })).error).toBeNull();
});

const presign = (token: string, body: Record<string, unknown>) =>
  fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'door.webp', fileType: 'image/webp', ...body }),
  });

describe('an inspector and the photos of inspection bookings', () => {
  it('lists, downloads, uploads, replaces and removes the photos of their own booking', async () => {
    expect(await names(anna, ids.annaBooking)).toEqual(['door.png', 'thumbs']);
    expect(await names(anna, `${ids.annaBooking}/thumbs`)).toEqual(['door.png']);
    const download = await photos(anna).download(`${ids.annaBooking}/door.png`);
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(PNG);
    expect((await photos(anna).upload(`${ids.annaBooking}/mine.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await photos(anna).upload(`${ids.annaBooking}/mine.png`, OTHER, { contentType: 'image/png', upsert: true })).error).toBeNull();
    expect(await (await fetch(publicUrl(`${ids.annaBooking}/mine.png`))).arrayBuffer()).toEqual(OTHER.buffer);
    expect((await photos(anna).remove([`${ids.annaBooking}/mine.png`])).data).toEqual([{ bucket_id: 'inspection-photos', name: `${ids.annaBooking}/mine.png` }]);
  });

  it("cannot list, download, upload, replace or remove another inspector's booking photos", async () => {
    expect(await names(anna, ids.benBooking)).toEqual([]);
    expect(await names(anna, '')).toEqual([ids.annaBooking]);
    expect((await photos(anna).download(`${ids.benBooking}/door.png`)).error).not.toBeNull();
    expect((await photos(anna).upload(`${ids.benBooking}/intruder.png`, PNG, { contentType: 'image/png' })).error).toMatchObject(DENIED);
    expect((await photos(anna).upload(`${ids.benBooking}/door.png`, OTHER, { contentType: 'image/png', upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await photos(anna).remove([`${ids.benBooking}/door.png`, `${ids.benBooking}/thumbs/door.png`])).data).toEqual([]);
    expect((await photos(anna).createSignedUploadUrl(`${ids.benBooking}/signed.png`)).error).toMatchObject(DENIED);
    // Nor the photos kept before per form, nor anything outside a booking of theirs.
    expect((await photos(anna).download('inspections/form-1/old.png')).error).not.toBeNull();
    expect((await photos(anna).upload('loose.png', PNG, { contentType: 'image/png' })).error).toMatchObject(DENIED);
    // Ben's photos are untouched and still open by their public links (the buyer's report).
    expect(new Uint8Array(await (await fetch(publicUrl(`${ids.benBooking}/door.png`))).arrayBuffer())).toEqual(PNG);
    expect((await fetch(publicUrl(`${ids.benBooking}/intruder.png`))).status).toBe(404);
  });

  it('gets upload URLs for the photo and its thumbnail only for their own bookings', async () => {
    const mine = await presign(annaToken, { bookingId: ids.annaBooking, thumbnailType: 'image/webp' });
    expect(mine.status).toBe(200);
    const urls = (await mine.json()) as Record<string, string>;
    expect(urls.fileUrl).toMatch(new RegExp(`/object/public/inspection-photos/${ids.annaBooking}/\\d+-[0-9a-f]{8}-door\\.webp$`));
    expect(urls.thumbnailUrl).toBe(urls.fileUrl.replace(`/${ids.annaBooking}/`, `/${ids.annaBooking}/thumbs/`));
    for (const [url, bytes] of [[urls.uploadUrl, PNG], [urls.thumbnailUploadUrl, OTHER]] as const) {
      expect((await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/webp' }, body: bytes })).status).toBe(200);
    }
    expect(new Uint8Array(await (await fetch(urls.thumbnailUrl)).arrayBuffer())).toEqual(OTHER);

    const theirs = await presign(annaToken, { bookingId: ids.benBooking });
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({ error: 'Forbidden: you can upload photos only to your own inspections' });
    expect((await presign(annaToken, { formId: 'form-1' })).status).toBe(403);
    expect((await presign(annaToken, { bookingId: 'not-a-booking' })).status).toBe(400);
  });
});

describe('admins and office staff', () => {
  it('reach the photos of every booking and the photos kept before per form', async () => {
    for (const client of [fx.staff, office]) {
      expect(await names(client, ids.benBooking)).toEqual(['door.png', 'thumbs']);
      expect(await names(client, '')).toEqual(expect.arrayContaining([ids.annaBooking, ids.benBooking, 'inspections']));
      expect((await photos(client).download('inspections/form-1/old.png')).error).toBeNull();
      expect((await photos(client).upload(`${ids.benBooking}/office.png`, PNG, { contentType: 'image/png', upsert: true })).error).toBeNull();
      expect((await photos(client).remove([`${ids.benBooking}/office.png`])).data).toHaveLength(1);
    }
    expect((await presign(await accessToken(office), { bookingId: ids.benBooking })).status).toBe(200);
    expect((await presign(await accessToken(office), { formId: 'form-1' })).status).toBe(200);
  });

  it('anonymous callers list and download nothing through the API; public links still work', async () => {
    expect((await photos(fx.anon).list(ids.annaBooking)).data ?? []).toEqual([]);
    expect((await photos(fx.anon).download(`${ids.annaBooking}/door.png`)).error).not.toBeNull();
    expect((await fetch(publicUrl('inspections/form-1/old.png'))).status).toBe(200);
  });
});
