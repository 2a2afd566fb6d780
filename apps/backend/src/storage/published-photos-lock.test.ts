// docs/areas/inspection.md#photos: once a booking's inspection is submitted (published), its photos under
// `inspection-photos/<booking id>/` are what the report shows: nobody, admin included, uploads new ones, replaces, moves
// or deletes them, through supabase-js or an upload URL; the buyer still opens them by their public links.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ERROR_TEXTS } from '@inspection/shared-domain';
import { upsertStaffUser } from '../auth/users';
import { accessToken, backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
const OTHER = Uint8Array.from([...PNG, 0]);
const SIGNED = { inspector: { name: 'Photo Inspector', signed_at: new Date().toISOString(), path: 'M10 10 L100 50' }, customer: null };
// The refusal says why, with its code (storage-js's StorageApiError.code): not a bare 403.
const LOCKED = { statusCode: '403', code: 'photos_locked', message: 'This inspection has been submitted: its photos can no longer be added, replaced or deleted' };
const photos = (client: SupabaseClient) => client.storage.from('inspection-photos');
const publicBytes = async (name: string) =>
  new Uint8Array(await (await fetch(`${fx.backend.url}/storage/v1/object/public/inspection-photos/${name}`)).arrayBuffer());

beforeAll(async () => {
  await upsertStaffUser(fx.backend.db, 'locked-photos-office@example.com', 'office-pass-1', { role: 'staff' });
  office = await fx.backend.signedInClient('locked-photos-office@example.com', 'office-pass-1');
});

let day = 300;
/** A booking with its inspection and one photo; submitted when `submit`. */
async function bookingWithPhoto(submit: boolean): Promise<string> {
  const start = new Date(Date.now() + day++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  const { data: row } = await fx.staff.from('bookings').insert({
    customer_name: 'Photo Lock', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
  }).select('id').single().throwOnError();
  const id = row!.id as string;
  await fx.staff.from('inspection_data').insert({ booking_id: id, form_id: LIVE_FORM, data: {} }).throwOnError();
  expect((await photos(office).upload(`${id}/door.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
  if (submit) {
    const { error } = await fx.staff.rpc('submit_inspection', { p_booking_id: id, p_data: {}, p_marked_data: {}, p_report: { signatures: SIGNED } });
    expect(error).toBeNull();
  }
  return id;
}

describe("a submitted inspection's photos", () => {
  it('can no longer be added, replaced, moved or deleted, by office staff or an admin', async () => {
    const id = await bookingWithPhoto(true);
    for (const client of [office, fx.staff]) {
      expect((await photos(client).upload(`${id}/late.png`, PNG, { contentType: 'image/png' })).error).toMatchObject(LOCKED);
      expect((await photos(client).upload(`${id}/door.png`, OTHER, { contentType: 'image/png', upsert: true })).error).toMatchObject(LOCKED);
      expect((await photos(client).update(`${id}/door.png`, OTHER, { contentType: 'image/png' })).error).not.toBeNull();
      expect((await photos(client).move(`${id}/door.png`, `${id}/moved.png`)).error).not.toBeNull();
      expect((await photos(client).remove([`${id}/door.png`])).data).toEqual([]);
      expect((await photos(client).createSignedUploadUrl(`${id}/signed.png`)).error).toMatchObject(LOCKED);
    }
    // An inspector of other bookings is refused as before, without learning that this one is submitted.
    await upsertStaffUser(fx.backend.db, 'locked-photos-stranger@example.com', 'stranger-pass-1', { role: 'inspector' });
    const stranger = await fx.backend.signedInClient('locked-photos-stranger@example.com', 'stranger-pass-1');
    const refused = (await photos(stranger).upload(`${id}/late.png`, PNG, { contentType: 'image/png' })).error as { statusCode?: string; code?: string };
    expect([refused.statusCode, refused.code]).toEqual(['403', undefined]);
    const presign = await fetch(`${fx.backend.url}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(office)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'late.webp', fileType: 'image/webp', bookingId: id }),
    });
    expect(presign.status).toBe(403);
    expect(await presign.json()).toEqual({ code: 'photos_locked', error: ERROR_TEXTS['errors.photosLocked'] });
    // The photo is as it was, and the buyer still opens it; nothing new appeared.
    expect(await publicBytes(`${id}/door.png`)).toEqual(PNG);
    expect((await photos(office).list(id)).data!.map((o) => o.name)).toEqual(['door.png']);
  });

  it('are still read by staff; a booking not yet submitted keeps its photos open', async () => {
    const submitted = await bookingWithPhoto(true);
    expect((await photos(office).download(`${submitted}/door.png`)).error).toBeNull();
    const open = await bookingWithPhoto(false);
    expect((await photos(office).upload(`${open}/door.png`, OTHER, { contentType: 'image/png', upsert: true })).error).toBeNull();
    expect((await photos(office).remove([`${open}/door.png`])).data).toHaveLength(1);
  });
});
