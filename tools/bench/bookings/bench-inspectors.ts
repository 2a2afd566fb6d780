// The inspectors part of npm run bench:bookings: get_available_slots for a day with 40 bookings over 5 inspectors
// (aim: at most 5 ms p50, as with one), and 100 concurrent attempts for one slot with 3 inspectors (exactly 3 win).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface BenchRow {
  (i: number, start: string, minutes: number, extra?: Record<string, unknown>): object;
}

/** Makes the team exactly `size` active inspectors (the seed's one first); answers their ids. */
export async function teamOf(admin: SupabaseClient, size: number): Promise<string[]> {
  const { data: existing, error } = await admin.from('inspectors').select('id, full_name').order('created_at');
  if (error) throw new Error(`inspectors: ${error.message}`);
  const missing = Math.max(0, size - existing.length);
  if (missing > 0) {
    const { error: insertError } = await admin
      .from('inspectors')
      .insert(Array.from({ length: missing }, (_, i) => ({ full_name: `Bench Inspector ${existing.length + i + 1}` })));
    if (insertError) throw new Error(`insert inspectors: ${insertError.message}`);
  }
  const { data: all } = await admin.from('inspectors').select('id').order('created_at');
  const ids = (all ?? []).map((r) => r.id as string);
  await admin.from('inspectors').update({ active: true }).in('id', ids.slice(0, size));
  if (ids.length > size) await admin.from('inspectors').update({ active: false }).in('id', ids.slice(size));
  return ids.slice(0, size);
}

export async function benchSlotsWithTeam(
  admin: SupabaseClient,
  anon: SupabaseClient,
  options: { day: string; at: (day: string, minutesFrom8: number) => string; row: BenchRow; calls: number; type: string },
  percentiles: (samples: number[]) => { p50: number; p95: number },
) {
  const team = await teamOf(admin, 5);
  // 40 bookings on one day, 8 an inspector, an hour each from 08:00, so some slots keep one or two inspectors free.
  const rows = Array.from({ length: 40 }, (_, i) => options.row(300_000 + i, options.at(options.day, (i % 8) * 75), 60, { inspector_id: team[i % 5] }));
  const { error } = await admin.from('bookings').insert(rows);
  if (error) throw new Error(`insert: ${error.message}`);
  const call = async () => {
    const { data, error: rpcError } = await anon.rpc('get_available_slots', { p_day: options.day, p_inspection_type_id: options.type });
    if (rpcError || data.length !== 52) throw new Error(`get_available_slots: ${rpcError?.message ?? data.length}`);
    return data as { is_available: boolean }[];
  };
  for (let i = 0; i < 20; i++) await call(); // warm-up
  const samples: number[] = [];
  let available = 0;
  for (let i = 0; i < options.calls; i++) {
    const t0 = performance.now();
    const slots = await call();
    samples.push(performance.now() - t0);
    available = slots.filter((s) => s.is_available).length;
  }
  return { ...percentiles(samples), available };
}

export async function benchRaceWithTeam(
  admin: SupabaseClient,
  clients: SupabaseClient[],
  options: { runs: number; start: (run: number) => string; row: BenchRow },
) {
  await teamOf(admin, 3);
  const results: { runMs: number; winners: number; refused: number; inspectors: number }[] = [];
  for (let run = 0; run < options.runs; run++) {
    const t0 = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        clients[i % clients.length].from('bookings').insert(options.row(400_000 + run * 100 + i, options.start(run), 90)).select('inspector_id').single(),
      ),
    );
    const won = outcomes.filter((o) => o.error === null);
    results.push({
      runMs: performance.now() - t0,
      winners: won.length,
      refused: outcomes.filter((o) => o.error?.code === '23P01').length,
      inspectors: new Set(won.map((o) => (o.data as { inspector_id: string }).inspector_id)).size,
    });
  }
  return results;
}
