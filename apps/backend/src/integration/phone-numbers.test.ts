// One stored form for phone numbers (supabase/schemas/phone-numbers.sql, docs/areas/crm.md#phone-numbers): whoever
// writes, a plausible number is stored in E.164 and a number of no sensible length is refused; through supabase-js.
import { describe, expect, it } from 'vitest';
import { PHONE_NORMALISATION_EXAMPLES, toStoredPhone } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const BASIC_TYPE = '11111111-1111-4111-8111-000000000003';
const WRITINGS = ['+971 50 123 4567', '00971 50 123 4567', '050-123-4567', '(050) 123 4567', '+971 (0)50 123 4567'];

/** A booking without a time: it takes no slot. */
function untimedBooking(phone: string, extra: Record<string, unknown> = {}) {
  return { customer_name: 'Phone Tester', customer_phone: phone, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, ...extra };
}

describe('public.e164_phone', () => {
  it('agrees with toStoredPhone of libs/shared/domain on every example', async () => {
    for (const [written] of [...PHONE_NORMALISATION_EXAMPLES, ...WRITINGS.map((w) => [w] as const), ['12345'] as const]) {
      const { data, error } = await fx.staff.rpc('e164_phone', { p_phone: written });
      expect(error).toBeNull();
      expect([written, data]).toEqual([written, toStoredPhone(written)]);
    }
  });
});

describe('bookings, contacts and inspectors store E.164', () => {
  it.each(WRITINGS)("a booking's customer and seller phone written %s is stored +971501234567", async (written) => {
    const { data, error } = await fx.staff.from('bookings').insert(untimedBooking(written, { seller_phone: written }))
      .select('id, customer_phone, seller_phone').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ customer_phone: '+971501234567', seller_phone: '+971501234567' });
    await fx.staff.from('bookings').delete().eq('id', data!.id);
  });

  it('refuses a number of no sensible length (22023 phone_invalid), on insert and when an update changes it', async () => {
    const refused = await fx.staff.from('bookings').insert(untimedBooking('050 123'));
    expect(refused.error).toMatchObject({ code: '22023', hint: 'phone_invalid', message: 'Please enter a valid phone number' });
    const made = await fx.staff.from('bookings').insert(untimedBooking('0501112299')).select('id').single();
    const update = await fx.staff.from('bookings').update({ seller_phone: '12345' }).eq('id', made.data!.id);
    expect(update.error).toMatchObject({ code: '22023', hint: 'phone_invalid' });
    // An update that leaves the numbers alone is not checked again (rows from before the rule stay editable).
    const notes = await fx.staff.from('bookings').update({ notes: 'Gate 3' }).eq('id', made.data!.id).select('customer_phone').single();
    expect(notes.data).toEqual({ customer_phone: '+971501112299' });
    await fx.staff.from('bookings').delete().eq('id', made.data!.id);
  });

  it("a contact's number and an inspector's phone", async () => {
    const contact = await fx.staff.from('contacts').insert({ full_name: 'Phone Contact', phone_number: '00971 56 765 4329' })
      .select('id, phone_number, phone_normalized').single();
    expect(contact.data).toMatchObject({ phone_number: '+971567654329', phone_normalized: '567654329' });
    const copy = await fx.staff.from('contacts').insert({ full_name: 'Copy', phone_number: '056-765-4329' });
    expect(copy.error?.code).toBe('23505');
    await fx.staff.from('contacts').delete().eq('id', contact.data!.id);

    const admin = fx.backend.client(fx.backend.serviceRoleKey);
    const inspector = await admin.from('inspectors').insert({ full_name: 'Phone Inspector', phone: '(058) 111-2299', active: false })
      .select('id, phone').single();
    expect(inspector.data).toMatchObject({ phone: '+971581112299' });
    await admin.from('inspectors').delete().eq('id', inspector.data!.id);
  });

  it('/book accepts +971 50 123 4567 and stores it in E.164', async () => {
    const { data, error } = await fx.anon.rpc('create_public_booking', {
      p_booking: { ...untimedBooking('+971 50 765 4399', { seller_phone: '00971-55-111-2299' }), inspection_type_id: BASIC_TYPE, booking_type: 'without_location' },
    });
    expect(error).toBeNull();
    const { data: row } = await fx.staff.from('bookings').select('customer_phone, seller_phone').eq('id', data.id).single();
    expect(row).toEqual({ customer_phone: '+971507654399', seller_phone: '+971551112299' });
  });
});
