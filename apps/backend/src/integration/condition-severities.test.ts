// Condition severities (docs/areas/inspection.md#car-diagram) through supabase-js: the seeded list's severities, only
// an admin sets or changes one, and a report built afterwards grades each marked part by its worst condition, with
// Paint Protection Film no damage and an accident a critical repair.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { parsePublicReport, reportRecommendations } from '@inspection/reports-model';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;
let inspector: SupabaseClient;

const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const BOOKING = '3c22d954-3333-4333-8333-000000000003';

beforeAll(async () => {
  await fx.backend.createUser('severity-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  office = await fx.backend.signedInClient('severity-office@example.com', 'office-pass-1');
  await fx.backend.createUser('severity-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
  inspector = await fx.backend.signedInClient('severity-inspector@example.com', 'inspector-pass-1');
});

const severityOf = async (name: string) =>
  (await fx.staff.from('condition_codes').select('severity').eq('condition_name', name).single()).data?.severity;

async function damage(marked: Record<string, string[]>) {
  const { data, error } = await fx.staff.rpc('build_inspection_report', { p_form_id: LIVE_FORM, p_data: {}, p_marked_data: marked, p_booking_id: BOOKING });
  expect(error).toBeNull();
  return (data as { damage_data: Record<string, { conditions: string[]; severity: string }> }).damage_data;
}

describe('condition severities', () => {
  it('seeds each condition with the severity an inspector gives it', async () => {
    const { data, error } = await inspector.from('condition_codes').select('condition_name, severity').order('condition_code');
    expect(error).toBeNull();
    expect(data).toEqual([
      { condition_name: 'Accident - Repainted', severity: 'major' },
      { condition_name: 'Deep scratches', severity: 'moderate' },
      { condition_name: 'Chipped', severity: 'minor' },
      { condition_name: 'Minor scratches', severity: 'minor' },
      { condition_name: 'Faded', severity: 'minor' },
      { condition_name: 'Dented', severity: 'moderate' },
      { condition_name: 'Paint Protection Film', severity: 'none' },
      { condition_name: 'Painted', severity: 'moderate' },
    ]);
  });

  it('grades a built report by the list: an accident is a critical repair, Paint Protection Film no damage', async () => {
    const built = await damage({
      hood: ['Accident - Repainted'], front_bumper: ['Deep scratches'], trunk: ['Chipped', 'Paint Protection Film'], roof: ['Paint Protection Film'],
    });
    expect(built).toEqual({
      hood: { conditions: ['Accident - Repainted'], severity: 'major' },
      front_bumper: { conditions: ['Deep scratches'], severity: 'moderate' },
      trunk: { conditions: ['Chipped', 'Paint Protection Film'], severity: 'minor' },
    });
    const parsed = parsePublicReport({ id: 'r', booking_id: BOOKING, damage_data: built })!;
    expect(reportRecommendations(parsed.damageParts).map((r) => [r.title, r.parts])).toEqual([
      ['Critical Repairs Needed', ['hood']], ['Recommended Repairs', ['front_bumper']], ['Regular Maintenance', []],
    ]);
  });

  it('lets an admin change a severity, which the next report built follows', async () => {
    const changed = await fx.staff.from('condition_codes').update({ severity: 'major' }).eq('condition_name', 'Deep scratches').select('severity');
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ severity: 'major' }]);
    expect((await damage({ door: ['Deep scratches'] })).door.severity).toBe('major');
    await fx.staff.from('condition_codes').update({ severity: 'moderate' }).eq('condition_name', 'Deep scratches').throwOnError();
    const invalid = await fx.staff.from('condition_codes').update({ severity: 'critical' }).eq('condition_name', 'Faded');
    expect(invalid.error).toMatchObject({ code: '23514' });
  });

  it('refuses office staff a severity (42501 condition_severity_admin_only); they still add and rename conditions', async () => {
    const refused = await office.from('condition_codes').update({ severity: 'none' }).eq('condition_name', 'Dented');
    expect(refused.error).toMatchObject({ code: '42501', hint: 'condition_severity_admin_only' });
    expect(englishErrorText(errorFromDatabase(refused.error))).toBe("Only an admin can change a condition's severity");
    expect(await severityOf('Dented')).toBe('moderate');
    const inserted = await office.from('condition_codes').insert({ condition_code: 901, condition_name: 'Rust', severity: 'major' });
    expect(inserted.error).toMatchObject({ code: '42501', hint: 'condition_severity_admin_only' });
    await office.from('condition_codes').insert({ condition_code: 901, condition_name: 'Rust' }).throwOnError();
    await office.from('condition_codes').update({ condition_name: 'Rusted' }).eq('condition_code', 901).throwOnError();
    expect(await severityOf('Rusted')).toBe('minor');
  });

  it('gives inspectors and the anonymous role no write', async () => {
    const { data } = await inspector.from('condition_codes').update({ severity: 'none' }).eq('condition_name', 'Chipped').select();
    expect(data ?? []).toEqual([]);
    expect((await fx.anon.from('condition_codes').update({ severity: 'none' }).eq('condition_name', 'Chipped')).error).toMatchObject({ code: '42501' });
    expect(await severityOf('Chipped')).toBe('minor');
  });
});
