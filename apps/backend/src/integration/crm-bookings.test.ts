// CRM and bookings know each other (supabase/schemas/crm-bookings.sql, docs/areas/crm.md#bookings-and-reports),
// through supabase-js as the screens call them: a booking made from a lead moves it to inspection_scheduled in the
// same transaction, and a contact's detail reads their bookings and reports in one call.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';

let serial = 0;
const nextPhone = () => `05${String(61000000 + Math.floor(Math.random() * 900000) * 10 + serial++).slice(-8)}`;

async function contactWithLead(email: string | null = null) {
  const phone = nextPhone();
  const contact = await fx.staff.from('contacts').insert({ full_name: 'Linked Customer', phone_number: phone, email }).select('id').single().throwOnError();
  const lead = await fx.staff.from('leads').insert({ contact_id: contact.data!.id, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, status: 'in_discussion' })
    .select('id').single().throwOnError();
  return { contactId: contact.data!.id as string, leadId: lead.data!.id as string, phone };
}
const booking = (phone: string, extra: Record<string, unknown> = {}) =>
  ({ customer_name: 'Linked Customer', customer_phone: phone, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, ...extra });
const leadStatus = async (id: string) => (await fx.staff.from('leads').select('status').eq('id', id).single()).data?.status;

describe('booking from a lead', () => {
  it('moves the lead to inspection_scheduled in the booking\'s transaction', async () => {
    const { leadId, phone } = await contactWithLead();
    const made = await fx.staff.from('bookings').insert(booking(phone, { lead_id: leadId })).select('id, lead_id').single();
    expect(made.error).toBeNull();
    expect(made.data!.lead_id).toBe(leadId);
    expect(await leadStatus(leadId)).toBe('inspection_scheduled');
  });

  it('a refused booking moves no lead', async () => {
    const { leadId } = await contactWithLead();
    const refused = await fx.staff.from('bookings').insert(booking('050 12', { lead_id: leadId }));
    expect(refused.error).toMatchObject({ code: '22023', hint: 'phone_invalid' });
    expect(await leadStatus(leadId)).toBe('in_discussion');
  });
});

describe('contact_bookings', () => {
  it("lists the contact's bookings (by lead, number however written, email) with their reports, newest first, in one call", async () => {
    const { contactId, leadId, phone } = await contactWithLead('linked.customer@example.com');
    const fromLead = await fx.staff.from('bookings').insert(booking('0509990001', { lead_id: leadId, start_time: null })).select('id').single().throwOnError();
    const byPhone = await fx.staff.from('bookings').insert(booking(`+971 ${phone.slice(1, 3)} ${phone.slice(3)}`, { start_time: null })).select('id').single().throwOnError();
    const byEmail = await fx.staff.from('bookings').insert(booking('0509990002', { customer_email: 'Linked.Customer@Example.com', start_time: null }))
      .select('id').single().throwOnError();
    const other = await fx.staff.from('bookings').insert(booking('0509990003', { start_time: null })).select('id').single().throwOnError();
    await fx.staff.from('inspection_data').insert({ booking_id: byPhone.data!.id, form_id: STANDARD_FORM, status: 'published', is_published: true, data: {} }).throwOnError();

    const { data, error } = await fx.staff.rpc('contact_bookings', { p_contact_id: contactId });
    expect(error).toBeNull();
    const rows = data as { id: string; report_published: boolean; vehicle_make: string; lead_id: string | null }[];
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set([fromLead.data!.id, byPhone.data!.id, byEmail.data!.id]));
    expect(rows.map((r) => r.id)).not.toContain(other.data!.id);
    expect(rows.find((r) => r.id === byPhone.data!.id)).toMatchObject({ report_published: true, vehicle_make: 'Kia' });
    expect(rows.find((r) => r.id === fromLead.data!.id)).toMatchObject({ report_published: false, lead_id: leadId });
  });

  it('is not for anonymous callers', async () => {
    const { error } = await fx.anon.rpc('contact_bookings', { p_contact_id: '00000000-0000-4000-8000-000000000000' });
    expect(error).not.toBeNull();
  });
});
