// docs/areas/inspection.md#signatures: the database refuses what is not a signature (an empty drawing, path data that is not
// SVG's, an odd time, a name with hidden characters), each with its own code, and accepts every SVG path command. The cases are
// libs/reports/model's, the ones the browser's reader is tested with: one rule on both sides.
import type { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { signatureCases } from '@inspection/reports-model';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const now = Date.now();
const good = signatureCases(now)[0].signature;

/** The refusal carries its code, who signed in its detail, and the catalogue's English for that code as its message. */
function expectRefusal(error: PostgrestError | null, code: string, signer?: string) {
  expect(error).toMatchObject({ code: '22023', hint: code });
  if (signer) expect(JSON.parse(error!.details)).toEqual({ signer });
  const shown = errorFromDatabase(error);
  expect(shown.key).not.toBe('errors.generic');
  expect(englishErrorText(shown)).toBe(error!.message);
}

describe('report_signatures reads each case as the browser does', () => {
  it.each(signatureCases(now))('$label: $problem', async ({ signature, problem }) => {
    const { data, error } = await fx.staff.rpc('report_signatures', { p_signatures: { inspector: signature, customer: null } });
    if (problem === null) {
      expect(error).toBeNull();
      expect(data.inspector).toMatchObject({ name: (signature.name as string).replace(/^ +| +$/g, '') });
    } else {
      expectRefusal(error, problem, 'inspector');
    }
  });

  it("names the customer when the customer's signature is the refused one", async () => {
    const { error } = await fx.staff.rpc('report_signatures', { p_signatures: { inspector: good, customer: { ...good, path: 'M' } } });
    expectRefusal(error, 'signature_path_invalid', 'customer');
  });

  it('still asks for the inspector and refuses a customer that is neither a signature nor null', async () => {
    expectRefusal((await fx.staff.rpc('report_signatures', { p_signatures: { customer: good } })).error, 'inspector_signature_required');
    expectRefusal((await fx.staff.rpc('report_signatures', { p_signatures: { inspector: good, customer: 'Sara' } })).error, 'customer_signature_invalid');
  });
});

describe('submit_inspection', () => {
  let day = 2200;
  async function inspection(): Promise<string> {
    const start = new Date(Date.now() + day++ * 86400_000);
    start.setUTCHours(6, 0, 0, 0);
    const { data: row } = await fx.staff.from('bookings').insert({
      customer_name: 'Signing Customer', customer_phone: '0501234567', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2021,
      inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
    }).select('id').single().throwOnError();
    await fx.staff.from('inspection_data').insert({ booking_id: row!.id, form_id: LIVE_FORM, data: {} }).throwOnError();
    return row!.id as string;
  }
  const submit = (id: string, inspector: unknown) =>
    fx.staff.rpc('submit_inspection', { p_booking_id: id, p_data: {}, p_marked_data: {}, p_report: { signatures: { inspector, customer: null } } });

  it('stores a signature drawn with arcs and smooth curves, and the buyer sees it', async () => {
    const id = await inspection();
    const path = 'M10 10 A5 5 0 0 1 20 20 S30 30 40 40 T50 50 H60 V70 z';
    expect((await submit(id, { ...good, path })).error).toBeNull();
    const { data } = await fx.anon.rpc('get_public_report', { booking_id: id });
    expect(data.signatures.inspector.path).toBe(path);
  });

  it('refuses an empty drawing and a time that is none with their own words, writing nothing', async () => {
    const id = await inspection();
    expectRefusal((await submit(id, { ...good, path: 'M' })).error, 'signature_path_invalid', 'inspector');
    expectRefusal((await submit(id, { ...good, path: 'M10 10' })).error, 'signature_drawing_empty', 'inspector');
    expectRefusal((await submit(id, { ...good, signed_at: 'infinity' })).error, 'signature_time_invalid', 'inspector');
    expectRefusal((await submit(id, { ...good, name: '\u202eOmar' })).error, 'signature_name_invalid', 'inspector');
    const { data } = await fx.staff.from('inspection_reports').select('id').eq('booking_id', id);
    expect(data).toEqual([]);
  });
});
