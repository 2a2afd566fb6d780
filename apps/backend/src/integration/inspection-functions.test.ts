// save_inspection_data (per-field merge by lastUpdated) and submit_inspection (all or nothing)
// through supabase-js, as the inspection screen calls them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ signInStaff: false });
let tablet: SupabaseClient;
let phone: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const COMPLETED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';

beforeAll(async () => {
  tablet = await fx.backend.staffClient();
  phone = await fx.backend.staffClient();
});

// A day range of this file's own: on PostgreSQL the suites share one database, and the bookings of other files
// (days 30 to a few hundred ahead) would overlap ours.
let bookingDay = 1000;

/** A scheduled booking with an empty draft inspection, as booking details creates it. */
async function freshInspection() {
  const start = new Date(Date.now() + bookingDay++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  const { data: booking, error } = await tablet
    .from('bookings')
    .insert({
      customer_name: 'Merge Customer', customer_phone: '0501234567', vehicle_make: 'Mazda', vehicle_model: 'CX-5',
      vehicle_year: 2021, inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const inserted = await tablet.from('inspection_data').insert({ booking_id: booking!.id, form_id: STANDARD_FORM, status: 'draft', data: {} });
  expect(inserted.error).toBeNull();
  return booking!.id as string;
}

async function state(bookingId: string) {
  const { data } = await tablet.from('inspection_data').select('data, marked_data, status, is_published').eq('booking_id', bookingId).single();
  const { data: booking } = await tablet.from('bookings').select('status').eq('id', bookingId).single();
  const { data: reports } = await tablet.from('inspection_reports').select('id, overall_score').eq('booking_id', bookingId);
  return { ...data!, bookingStatus: booking!.status, reports: reports! };
}

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('save_inspection_data', () => {
  it("keeps both devices' answers and the later change of a shared field", async () => {
    const bookingId = await freshInspection();
    const a = await tablet.rpc('save_inspection_data', {
      p_booking_id: bookingId,
      p_data: { brand: { value: 'Mazda', lastUpdated: at(1) }, shared: { value: 'tablet, later', lastUpdated: at(5) } },
    });
    expect(a.error).toBeNull();
    const b = await phone.rpc('save_inspection_data', {
      p_booking_id: bookingId,
      p_data: { mileage: { value: '42000', lastUpdated: at(2) }, shared: { value: 'phone, earlier', lastUpdated: at(3) } },
    });
    expect(b.error).toBeNull();
    const merged = (b.data as { data: Record<string, { value: string }> }).data;
    expect(Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, v.value]))).toEqual({
      brand: 'Mazda', mileage: '42000', shared: 'tablet, later',
    });
    const saved = await state(bookingId);
    expect(saved.data).toEqual(merged);
    expect(saved.status).toBe('in_progress');
    expect(saved.bookingStatus).toBe('in_progress');
  });

  it('replaces part marks only with later ones', async () => {
    const bookingId = await freshInspection();
    await tablet.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: {}, p_marked_data: { hood: ['Dented'], lastUpdated: at(5) } });
    await phone.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: {}, p_marked_data: { roof: ['Faded'], lastUpdated: at(4) } });
    expect((await state(bookingId)).marked_data).toEqual({ hood: ['Dented'], lastUpdated: at(5) });
    await phone.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: {}, p_marked_data: { roof: ['Faded'], lastUpdated: at(6) } });
    expect((await state(bookingId)).marked_data).toEqual({ roof: ['Faded'], lastUpdated: at(6) });
  });

  it('refuses a submitted inspection, bad input and the anonymous role', async () => {
    const published = await tablet.rpc('save_inspection_data', { p_booking_id: COMPLETED_BOOKING, p_data: {} });
    expect(published.error).toMatchObject({ code: 'PT409' });
    const bad = await tablet.rpc('save_inspection_data', { p_booking_id: COMPLETED_BOOKING, p_data: [1, 2] });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Invalid inspection data. Please try again.' });
    const missing = await tablet.rpc('save_inspection_data', { p_booking_id: '00000000-0000-4000-8000-000000000000', p_data: {} });
    expect(missing.error).toMatchObject({ code: 'PT404' });
    const anon = await fx.backend.client().rpc('save_inspection_data', { p_booking_id: COMPLETED_BOOKING, p_data: {} });
    expect(anon.error).not.toBeNull();
  });
});

const report = (score: number) => ({
  status: 'published',
  overall_score: score,
  inspection_results: [{ id: 's1', title: 'Exterior', rating: score, fields: [], images: [], maxScores: 10 }],
  damage_data: { hood: { conditions: ['Dented'], severity: 'moderate' } },
  images: [{ title: 'Main Picture', urls: ['http://localhost/x.jpg'] }],
  vehicle_info: { brand: 'Mazda', model: 'CX-5', year: '2021', fields: [] },
  // The inspector signs at submit (signatures-and-annotations.test.ts).
  signatures: { inspector: { name: 'Test Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null },
});

describe('submit_inspection', () => {
  it('publishes the data, stores the report and completes the booking', async () => {
    const bookingId = await freshInspection();
    const data = { paint: { value: 'Original', lastUpdated: at(1) } };
    const { data: result, error } = await tablet.rpc('submit_inspection', {
      p_booking_id: bookingId, p_data: data, p_marked_data: { hood: ['Dented'], lastUpdated: at(2) }, p_report: report(8.5),
    });
    expect(error).toBeNull();
    // The score is the database's, from the form's options (server-side-scoring.test.ts): no answer of this form is scored.
    expect(result).toMatchObject({ booking_id: bookingId, overall_score: 0 });
    const after = await state(bookingId);
    expect(after).toMatchObject({ data, status: 'published', is_published: true, bookingStatus: 'completed' });
    expect(after.reports).toHaveLength(1);
    const pub = await fx.backend.client().rpc('get_public_report', { booking_id: bookingId });
    // The report is the database's, built from the answers and marks: the marks give the same damage the caller
    // sent, and the caller's image groups are not stored (no answer holds a photo).
    expect(pub.data).toMatchObject({ overall_score: 0, damage_data: report(8.5).damage_data, images: [] });
    const again = await tablet.rpc('submit_inspection', { p_booking_id: bookingId, p_data: data, p_marked_data: {}, p_report: report(9) });
    expect(again.error).toMatchObject({ code: 'PT409' });
  });

  it('leaves everything as it was when the report cannot be stored', async () => {
    const bookingId = await freshInspection();
    await tablet.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: { a: { value: 'x', lastUpdated: at(1) } } });
    const before = await state(bookingId);
    await fx.backend.db.query(`alter table public.inspection_reports add constraint test_no_report check (booking_id <> '${bookingId}') not valid`);
    try {
      const { error } = await tablet.rpc('submit_inspection', {
        p_booking_id: bookingId, p_data: { a: { value: 'changed', lastUpdated: at(2) } }, p_marked_data: {}, p_report: report(8),
      });
      expect(error).toMatchObject({ code: '23514' });
    } finally {
      await fx.backend.db.query('alter table public.inspection_reports drop constraint test_no_report');
    }
    expect(await state(bookingId)).toEqual(before);
    expect(before.reports).toEqual([]);
  });

  it('leaves everything as it was when completing the booking fails', async () => {
    const bookingId = await freshInspection();
    const before = await state(bookingId);
    await fx.backend.db.query(`alter table public.bookings add constraint test_no_completed check (status <> 'completed' or id <> '${bookingId}') not valid`);
    try {
      const { error } = await tablet.rpc('submit_inspection', {
        p_booking_id: bookingId, p_data: { a: { value: 'y' } }, p_marked_data: {}, p_report: report(7),
      });
      expect(error).toMatchObject({ code: '23514' });
    } finally {
      await fx.backend.db.query('alter table public.bookings drop constraint test_no_completed');
    }
    expect(await state(bookingId)).toEqual(before);
  });

  it('refuses a report that is not an object and the anonymous role', async () => {
    const bookingId = await freshInspection();
    const bad = await tablet.rpc('submit_inspection', { p_booking_id: bookingId, p_data: {}, p_marked_data: {}, p_report: [8] });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Invalid inspection data. Please try again.' });
    const anon = await fx.backend.client().rpc('submit_inspection', { p_booking_id: bookingId, p_data: {}, p_marked_data: {}, p_report: report(5) });
    expect(anon.error).not.toBeNull();
    expect((await state(bookingId)).status).toBe('draft');
  });
});
