// docs/areas/forms.md: a form that inspections answered never goes back to draft (renaming its fields would rewrite what
// those inspections answered); new_form_version is the way to change it. The office user sees the refusal's own words.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;

beforeAll(async () => {
  await fx.backend.createUser('used-form-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  office = await fx.backend.signedInClient('used-form-office@example.com', 'office-pass-1');
});

/** A live form of an inspection type of its own, with one field; and, when `answered`, a booking's inspection on it. */
async function liveForm(title: string, answered: boolean): Promise<string> {
  const type = await fx.staff.from('inspection_types')
    .insert({ name_en: `${title} check`, duration_minutes: 60, actual_price: 100, current_price: 100 }).select('id').single().throwOnError();
  const saved = await fx.staff.rpc('save_form_template', {
    template: { title, inspection_type_id: type.data!.id, sections: [{ title: 'Exterior', fields: [{ title: 'Paint', type: 'text' }] }] },
  });
  expect(saved.error).toBeNull();
  const id = (saved.data as { id: string }).id;
  await fx.staff.from('inspection_forms').update({ status: 'live' }).eq('id', id).throwOnError();
  if (answered) {
    const booking = await fx.staff.from('bookings').insert({
      customer_name: 'Used Form Customer', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    }).select('id').single().throwOnError();
    await fx.staff.from('inspection_data').insert({ booking_id: booking.data!.id, form_id: id, data: {} }).throwOnError();
  }
  return id;
}
const statusOf = async (id: string) => (await fx.staff.from('inspection_forms').select('status').eq('id', id).single()).data!.status;

describe('a form with inspections', () => {
  it('is refused going back to draft, live or inactive, with its own code and words', async () => {
    const id = await liveForm('Used live form', true);
    const { error } = await office.from('inspection_forms').update({ status: 'draft' }).eq('id', id);
    expect(error).toMatchObject({ code: 'PT423', hint: 'form_in_use' });
    const shown = errorFromDatabase(error);
    expect(shown.key).toBe('errors.formInUse');
    expect(englishErrorText(shown)).toBe(error!.message);
    expect(await statusOf(id)).toBe('live');

    await office.from('inspection_forms').update({ status: 'inactive' }).eq('id', id).throwOnError();
    expect((await office.from('inspection_forms').update({ status: 'draft' }).eq('id', id)).error).toMatchObject({ code: 'PT423', hint: 'form_in_use' });
    expect(await statusOf(id)).toBe('inactive');
  });

  it('changes through a new version instead', async () => {
    const id = await liveForm('Used form, next version', true);
    const next = await office.rpc('new_form_version', { p_form_id: id });
    expect(next.error).toBeNull();
    expect(await statusOf(next.data as string)).toBe('draft');
  });

  it('a form nobody answered still goes back to draft', async () => {
    const id = await liveForm('Unused form', false);
    await office.from('inspection_forms').update({ status: 'draft' }).eq('id', id).throwOnError();
    expect(await statusOf(id)).toBe('draft');
  });
});
