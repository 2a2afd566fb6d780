// A submitted inspection is final (docs/areas/inspection.md#submit; migration 0032): after submit_inspection, staff can no
// longer PATCH the report's overall_score or the answers, nor delete them to submit again. The buyer's link
// settings stay editable, and deleting the booking still removes everything. Raw HTTP, as the probe did.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const LOCKED = 'This inspection has been submitted and can no longer be changed';

// Days of this file's own (other files on a shared PostgreSQL use 30 to a few hundred days ahead).
let day = 1400;

async function submittedInspection(): Promise<string> {
  const start = new Date(Date.now() + day++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  const { data: booking, error } = await fx.staff.from('bookings').insert({
    customer_name: 'Lock Customer', customer_phone: '0501234567', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2021,
    inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
  }).select('id').single();
  expect(error).toBeNull();
  expect((await fx.staff.from('inspection_data').insert({ booking_id: booking!.id, form_id: STANDARD_FORM, data: {} })).error).toBeNull();
  const submitted = await fx.staff.rpc('submit_inspection', {
    p_booking_id: booking!.id,
    p_data: { paint: { value: 'Original', score: 10, maxScore: 10 } },
    p_marked_data: {},
    p_report: {
      overall_score: 8.5,
      inspection_results: [{ id: 's1', title: 'Exterior', rating: 8.5, fields: [], images: [], maxScores: 10 }],
      damage_data: {}, images: [], vehicle_info: { brand: 'Mazda', model: 'CX-5', year: '2021', fields: [] },
      signatures: { inspector: { name: 'Test Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null },
    },
  });
  expect(submitted.error).toBeNull();
  return booking!.id as string;
}

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${fx.backend.url}/rest/v1/${path}`, {
    method,
    headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${fx.staffToken}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function stored(bookingId: string) {
  const report = await fx.staff.from('inspection_reports').select('overall_score, vehicle_info').eq('booking_id', bookingId).single();
  const data = await fx.staff.from('inspection_data').select('data, is_published').eq('booking_id', bookingId).single();
  return { report: report.data, data: data.data };
}

describe('a submitted inspection', () => {
  it("refuses staff PATCHes of the report's score and content and of the answers (423, PT423), changing nothing", async () => {
    const bookingId = await submittedInspection();
    // The score is the database's own (the caller's 8.5 is ignored since scores come from the form); whatever it is,
    // no PATCH may change it.
    const before = await stored(bookingId);
    expect(before.report?.overall_score).not.toBe(10);
    const attempts = [
      rest('PATCH', `inspection_reports?booking_id=eq.${bookingId}`, { overall_score: 10 }),
      rest('PATCH', `inspection_reports?booking_id=eq.${bookingId}`, { vehicle_info: { brand: 'Forged' } }),
      rest('PATCH', `inspection_data?booking_id=eq.${bookingId}`, { data: { paint: { value: 'Repainted', score: 0 } } }),
      rest('PATCH', `inspection_data?booking_id=eq.${bookingId}`, { is_published: false, status: 'in_progress' }),
    ];
    for (const { status, body } of await Promise.all(attempts)) {
      expect(status).toBe(423);
      expect(body).toMatchObject({ code: 'PT423' });
    }
    expect((await rest('PATCH', `inspection_reports?booking_id=eq.${bookingId}`, { overall_score: 10 })).body).toMatchObject({
      message: 'This report is published and can no longer be changed',
    });
    expect(await stored(bookingId)).toEqual(before);
  });

  it('refuses deleting the report or the answers to submit again, and a second report', async () => {
    const bookingId = await submittedInspection();
    const submittedScore = (await stored(bookingId)).report?.overall_score;
    expect(submittedScore).not.toBe(10);
    for (const table of ['inspection_reports', 'inspection_data']) {
      const { status, body } = await rest('DELETE', `${table}?booking_id=eq.${bookingId}`);
      expect([table, status, body?.message]).toEqual([table, 423, LOCKED]);
    }
    const again = await rest('POST', 'inspection_reports?on_conflict=booking_id', { booking_id: bookingId, overall_score: 10 });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const resubmit = await fx.staff.rpc('submit_inspection', { p_booking_id: bookingId, p_data: {}, p_marked_data: {}, p_report: { overall_score: 10 } });
    expect(resubmit.error).not.toBeNull();
    expect((await stored(bookingId)).report?.overall_score).toBe(submittedScore);
  });

  it("still lets staff switch the buyer's link and set its expiry, and delete the booking with everything", async () => {
    const bookingId = await submittedInspection();
    const expires = new Date(Date.now() + 86400_000).toISOString();
    const link = await rest('PATCH', `inspection_reports?booking_id=eq.${bookingId}`, { public_link_enabled: false, public_link_expires_at: expires });
    expect(link.status).toBe(200);
    const removed = await rest('DELETE', `bookings?id=eq.${bookingId}`);
    expect(removed.status).toBe(200);
    const { data } = await fx.staff.from('inspection_reports').select('id').eq('booking_id', bookingId);
    expect(data).toEqual([]);
  });
});
