// Contacts are unique by their normalised phone number (migration 0014), and a lead added with its
// contact is one transaction (migration 0015), through supabase-js as the CRM screens call them.
import { describe, expect, it } from 'vitest';
import { PHONE_NORMALISATION_EXAMPLES, PHONE_PLAUSIBILITY_EXAMPLES, isPlausiblePhone, normalizePhone } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const AHMED = '66666666-6666-4666-8666-000000000001';
const SARA = '66666666-6666-4666-8666-000000000002';

const fx = backendFixture();

describe('public.normalize_phone', () => {
  it('agrees with normalizePhone of libs/domain on every example', async () => {
    for (const [written, normalised] of PHONE_NORMALISATION_EXAMPLES) {
      const { data, error } = await fx.staff.rpc('normalize_phone', { p_phone: written });
      expect(error).toBeNull();
      expect([written, data]).toEqual([written, normalised]);
      expect(normalizePhone(written)).toBe(normalised);
    }
  });
});

describe('public.is_plausible_phone', () => {
  it('agrees with isPlausiblePhone of libs/domain on every example', async () => {
    for (const [normalised, plausible] of PHONE_PLAUSIBILITY_EXAMPLES) {
      const { data, error } = await fx.staff.rpc('is_plausible_phone', { p_normalized: normalised });
      expect(error).toBeNull();
      expect([normalised, data]).toEqual([normalised, plausible]);
      expect(isPlausiblePhone(normalised)).toBe(plausible);
    }
  });
});

describe('numbers that once slipped past normalisation make no second contact', () => {
  it('refuses every other writing of an existing 0507654321 (23505), and numbers of no sensible length (22023 phone_invalid, supabase/schemas/phone-numbers.sql)', async () => {
    const { data: made, error } = await fx.staff.from('contacts').insert({ full_name: 'Layla Odd', phone_number: '0507654321' }).select('id').single();
    expect(error).toBeNull();
    const writings = PHONE_NORMALISATION_EXAMPLES.filter(([, normalised]) => normalised === '507654321').map(([written]) => written);
    expect(writings).toHaveLength(11);
    for (const phone of writings) {
      const { error: copy } = await fx.staff.from('contacts').insert({ full_name: 'Copy', phone_number: phone });
      expect([phone, copy?.code]).toEqual([phone, '23505']);
    }
    for (const phone of ['12345', '050 123', '+44', '05012345678901']) {
      const { error: odd } = await fx.staff.from('contacts').insert({ full_name: 'Odd', phone_number: phone });
      expect([phone, odd?.code, odd?.hint]).toEqual([phone, '22023', 'phone_invalid']);
    }
    await fx.staff.from('contacts').delete().eq('id', made!.id);
  });
});

describe('contacts are unique by normalised phone number', () => {
  it('refuses the same number written differently on insert (409, 23505)', async () => {
    for (const phone of ['050 123 4567', '+971501234567', '00971-50-123-4567']) {
      const { status, error } = await fx.staff.from('contacts').insert({ full_name: 'Copy', phone_number: phone });
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23505' });
    }
  });

  it('refuses an update to another contact\'s number (23505) and keeps the row', async () => {
    const { error } = await fx.staff.from('contacts').update({ phone_number: '+971 50 123 4567' }).eq('id', SARA);
    expect(error).toMatchObject({ code: '23505' });
    const { data } = await fx.staff.from('contacts').select('phone_number').eq('id', SARA).single();
    expect(data).toEqual({ phone_number: '+971559876543' });
  });

  it('a contact may rewrite its own number in another form', async () => {
    const { data, error } = await fx.staff.from('contacts').update({ phone_number: '+971 50 123 4567' }).eq('id', AHMED).select('phone_number, phone_normalized').single();
    expect(error).toBeNull();
    expect(data).toEqual({ phone_number: '+971501234567', phone_normalized: '501234567' });
    await fx.staff.from('contacts').update({ phone_number: '0501234567' }).eq('id', AHMED);
  });

  it('finds a contact by any writing of its number (the duplicate check)', async () => {
    const { data } = await fx.staff.from('contacts').select('id, full_name').eq('phone_normalized', normalizePhone('00971 55 987 6543')).maybeSingle();
    expect(data).toEqual({ id: SARA, full_name: 'Sara Khan' });
  });
});

describe('add_lead_with_contact', () => {
  it('creates a new contact and its lead together, with defaults and nulls', async () => {
    const { data, error } = await fx.staff.rpc('add_lead_with_contact', {
      p_contact: { full_name: 'Nour Saleh', phone_number: '058 765 4321', email: '' },
      p_lead: { vehicle_make: 'Kia', vehicle_model: '', vehicle_year: '2020', lead_source: '', status: '' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ vehicle_make: 'Kia', vehicle_model: null, vehicle_year: 2020, lead_source: 'other', status: 'new_lead', notes: null });
    const contact = await fx.staff.from('contacts').select('full_name, email').eq('id', data.contact_id).single();
    expect(contact.data).toEqual({ full_name: 'Nour Saleh', email: null });
  });

  it('gives the lead to the existing contact when the number is written differently', async () => {
    const { data, error } = await fx.staff.rpc('add_lead_with_contact', {
      p_contact: { full_name: 'Ahmed M.', phone_number: '+971-50-123-4567' },
      p_lead: { vehicle_make: 'Lexus', lead_source: 'whatsapp', status: 'in_discussion' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ contact_id: AHMED, lead_source: 'whatsapp', status: 'in_discussion' });
    const { data: ahmed } = await fx.staff.from('contacts').select('full_name').eq('id', AHMED).single();
    expect(ahmed).toEqual({ full_name: 'Ahmed Al Mansouri' });
  });

  it('leaves nothing behind when the lead is refused', async () => {
    const { error } = await fx.staff.rpc('add_lead_with_contact', {
      p_contact: { full_name: 'Half Saved', phone_number: '0587777777' },
      p_lead: { lead_source: 'billboard' },
    });
    expect(error).toMatchObject({ code: '23514' });
    const { data } = await fx.staff.from('contacts').select('id').eq('phone_normalized', '587777777');
    expect(data).toEqual([]);
  });

  it('is not for the anonymous role', async () => {
    const { error } = await fx.anon.rpc('add_lead_with_contact', { p_contact: { full_name: 'X', phone_number: '0580000000' }, p_lead: {} });
    expect(error).not.toBeNull();
  });
});
