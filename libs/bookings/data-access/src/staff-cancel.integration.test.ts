// @vitest-environment node
// The office's calls from booking details and the dashboard on the embedded backend, through supabase-js (PGlite, and
// PostgreSQL with BACKEND_TEST_DB=postgres): cancelling with a reason frees the time at once and keeps the booking,
// found by the Status filter; moving a booking to another inspector offers and takes only free ones; the manage link
// is the messages' origin with the booking's token (docs/areas/bookings.md#cancel-not-delete).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, zonedTime } from '@inspection/shared-domain';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { cancelBooking } from './cancel-booking';
import { changeBookingInspector } from './change-booking-inspector';
import { getBookingManageLink } from './booking-manage-link';
import { getAvailableSlots } from './get-available-slots';
import { getBooking } from './get-booking';
import { getBookingsPage } from './get-bookings-page';
import { getFreeInspectors } from './free-inspectors';

const STANDARD = '11111111-1111-4111-8111-000000000001'; // 90 minutes
// A day with no demo bookings, inside the 90-day horizon.
const day = businessDay(new Date(Date.now() + 70 * 86400_000));

describe('staff cancel, change the inspector and copy the manage link', () => {
  let backend: TestBackend;
  const book = async (hhmm: string, extra: Record<string, unknown> = {}) => {
    const start = zonedTime(day, hhmm);
    const { data, error } = await backend.client
      .from('bookings')
      .insert({
        customer_name: `Cancel Tester ${hhmm}`, customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
        inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(), ...extra,
      })
      .select('id, inspector_id')
      .single();
    if (error) throw error;
    return data;
  };
  const isFree = async (hhmm: string) =>
    (await getAvailableSlots(day, STANDARD, null, backend.anon)).find((s) => Date.parse(s.slot_start) === zonedTime(day, hhmm).getTime())?.is_available;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());

  it('cancels with a reason: the time is free at once, the booking stays with when and why', async () => {
    const booking = await book('10:00');
    expect(await isFree('10:00')).toBe(false); // one active inspector
    await cancelBooking(booking.id, '  The customer sold the car ', backend.client);
    expect(await isFree('10:00')).toBe(true);
    const after = await getBooking(booking.id, backend.client);
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'The customer sold the car' });
    expect(Date.parse(after.cancelled_at!)).toBeGreaterThan(Date.now() - 60_000);
    // Another booking takes the time.
    await book('10:00', { customer_name: 'Next Customer' });
  });

  it('refuses a cancel without a reason, and changes nothing', async () => {
    const booking = await book('13:00');
    await expect(cancelBooking(booking.id, '   ', backend.client)).rejects.toMatchObject({ code: '22023', hint: 'cancel_reason_required' });
    expect((await getBooking(booking.id, backend.client)).status).toBe('scheduled');
  });

  it('finds cancelled bookings, and only them, with the Status filter', async () => {
    const cancelled = await getBookingsPage({ search: 'cancel tester', inspector: '', status: 'cancelled' }, 0, backend.client);
    expect(cancelled.rows.map((b) => b.customer_name)).toEqual(['Cancel Tester 10:00']);
    const scheduled = await getBookingsPage({ search: 'cancel tester', inspector: '', status: 'scheduled' }, 0, backend.client);
    expect(scheduled.rows.map((b) => b.customer_name)).toEqual(['Cancel Tester 13:00']);
    expect((await getBookingsPage({ search: 'cancel tester', inspector: '' }, 0, backend.client)).total).toBe(2);
  });

  it('offers only the inspectors free for the booking and moves it to one; a busy one is refused', async () => {
    const { data: team, error } = await backend.client
      .from('inspectors')
      .insert([{ full_name: 'Free Fatima' }, { full_name: 'Away Ali' }])
      .select('id, full_name');
    if (error) throw error;
    const [fatima, ali] = team;
    try {
      const start = zonedTime(day, '16:00');
      const end = new Date(start.getTime() + 90 * 60_000);
      const { error: offError } = await backend.client.from('inspector_time_off').insert({ inspector_id: ali.id, starts_at: start.toISOString(), ends_at: end.toISOString(), reason: 'Clinic' });
      if (offError) throw offError;
      const booking = await book('16:00');
      const free = await getFreeInspectors(start.toISOString(), end.toISOString(), booking.id, backend.client);
      expect(free.map((i) => i.inspector_id)).toContain(booking.inspector_id); // its own inspector stays free for it
      expect(free.map((i) => i.full_name)).toContain('Free Fatima');
      expect(free.map((i) => i.full_name)).not.toContain('Away Ali');
      await changeBookingInspector(booking.id, fatima.id, backend.client);
      expect((await getBooking(booking.id, backend.client)).inspectors?.full_name).toBe('Free Fatima');
      // Fatima is now busy then: a second booking cannot be given to her.
      const other = await book('16:30');
      await expect(changeBookingInspector(other.id, fatima.id, backend.client)).rejects.toMatchObject({ code: '23P01' });
    } finally {
      await backend.client.from('inspectors').update({ active: false }).in('id', [fatima.id, ali.id]);
    }
  });

  it("gives staff the customer's manage link on the messages' origin, and nobody else", async () => {
    const booking = await book('19:00');
    expect(await getBookingManageLink(booking.id, backend.client)).toMatch(/^http:\/\/localhost:4203\/book\/manage\/[0-9a-f]{32}$/);
    await expect(getBookingManageLink(booking.id, backend.anon)).rejects.toMatchObject({ code: '42501' });
  });
});
