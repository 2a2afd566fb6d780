// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, zonedTime } from '@inspection/shared-domain';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getBookingsPage } from './get-bookings-page';
import { getBooking } from './get-booking';
import { getDayBookings } from './get-day-bookings';
import { getAvailableSlots } from './get-available-slots';
import { getSlotHolds } from './get-slot-holds';
import { createBooking } from './create-booking';
import { updateBooking, BOOKING_NOT_FOUND_FOR_UPDATE } from './update-booking';
import { deleteBooking } from './delete-booking';
import { holdBookingSlot } from './hold-booking-slot';
import { releaseBookingSlot } from './release-booking-slot';
import { createPublicBooking } from './create-public-booking';
import { ensureInspectionData, getBookingInspection } from '@inspection/inspection-public-api';
import { getPublicInspectionTypes } from './get-bookable-inspection-types';
import type { BookingWrite } from '@inspection/bookings-domain';

const STANDARD = '11111111-1111-4111-8111-000000000001'; // 90 minutes, live form ...0001
const BOOKING_WITH_DATA = '56a3d90d-3333-4333-8333-000000000002';
// Far ahead (a day with no demo bookings) but inside the 90-day horizon of /book at any hour: 90 days on, past
// midnight in Dubai, the business day after the horizon would be asked for.
const day = businessDay(new Date(Date.now() + 80 * 86400_000));

function write(hhmm: string, extra: Partial<BookingWrite> = {}): BookingWrite {
  const start = zonedTime(day, hhmm);
  return {
    customer_name: 'Data Tester', customer_email: null, customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio',
    vehicle_year: 2020, notes: null, location_address: 'Gate 1', reversegeocoded_address: 'Dubai Marina, Dubai',
    inspection_type_id: STANDARD, latitude: 25.08, longitude: 55.14, start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 90 * 60_000).toISOString(), seller_name: null, seller_phone: null, is_override: false, ...extra,
  };
}

describe('bookings data access on the embedded backend', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());

  it('creates, lists (with the type), reads, edits and deletes', async () => {
    const created = await createBooking(write('10:00'), backend.client);
    expect(Object.keys(created).sort()).toEqual(['customer_name', 'end_time', 'id', 'start_time']);
    const found = await getBookingsPage({ search: created.id.slice(0, 8), inspector: '' }, 0, backend.client);
    expect(found.rows.find((b) => b.id === created.id)?.inspection_types?.name_en).toBe('Standard 120-point');
    expect((await getDayBookings(day, backend.client)).map((b) => b.id)).toEqual([created.id]);
    await updateBooking(created.id, write('10:30', { customer_name: 'Edited' }), backend.client);
    expect((await getBooking(created.id, backend.client)).customer_name).toBe('Edited');
    await deleteBooking(created.id, backend.client);
    await expect(getBooking(created.id, backend.client)).rejects.toThrow('Booking not found');
    await expect(updateBooking(created.id, write('10:30'), backend.client)).rejects.toThrow(BOOKING_NOT_FOUND_FOR_UPDATE);
  });

  it('refuses a clash with 23P01 and lets an admin override', async () => {
    await createBooking(write('14:00'), backend.client);
    await expect(createBooking(write('14:30'), backend.client)).rejects.toMatchObject({ code: '23P01' });
    const override = await createBooking(write('14:30', { is_override: true }), backend.client);
    expect(override.id).toBeTruthy();
    const slots = await getAvailableSlots(day, STANDARD, null, backend.anon);
    expect(slots.find((s) => Date.parse(s.slot_start) === zonedTime(day, '14:00').getTime())?.is_available).toBe(false);
  });

  it('holds a slot for a customer, shows it to staff, and books it publicly', async () => {
    const start = zonedTime(day, '18:00').toISOString();
    const hold = await holdBookingSlot(start, STANDARD, null, backend.anon);
    expect((await getSlotHolds(day, backend.client)).map((h) => h.id)).toContain(hold.id);
    const booked = await createPublicBooking(
      { ...write('18:00'), booking_type: 'with_location', hold_id: hold.id, customer_phone: '0509876501' },
      backend.anon,
    );
    expect(booked.reference).toBe(booked.id.slice(0, 8));
    const other = await holdBookingSlot(zonedTime(day, '08:00').toISOString(), STANDARD, null, backend.anon);
    await releaseBookingSlot(other.id, backend.anon);
    expect((await getSlotHolds(day, backend.client)).map((h) => h.id)).not.toContain(other.id);
  });

  it('lists bookable types for anonymous customers with numeric prices', async () => {
    const types = await getPublicInspectionTypes(backend.anon);
    expect(types.find((t) => t.id === STANDARD)).toMatchObject({ name_en: 'Standard 120-point', duration_minutes: 90, current_price: 399, actual_price: 499, tag: 'Popular' });
  });

  it('creates the draft inspection data tied to the live form, once', async () => {
    const created = await createBooking(write('08:00'), backend.client);
    expect(await getBookingInspection(created.id, backend.client)).toBeNull();
    const first = await ensureInspectionData(created.id, STANDARD, backend.client);
    expect(first).toMatchObject({ form_id: '22222222-2222-4222-8222-000000000001', status: 'draft', is_published: false });
    expect((await ensureInspectionData(created.id, STANDARD, backend.client)).id).toBe(first.id);
    expect((await ensureInspectionData(BOOKING_WITH_DATA, STANDARD, backend.client)).status).toBe('in_progress');
    const noType = await createBooking(write('11:30', { inspection_type_id: null }), backend.client);
    await expect(ensureInspectionData(noType.id, null, backend.client)).rejects.toThrow('No active inspection form found for this type');
  });
});
