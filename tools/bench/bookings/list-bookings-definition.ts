// A tree's list_bookings as its schema files define it (supabase/schemas/bookings-list.sql, or bookings.sql before the
// function had a file of its own), for the benches' A/B of the function alone (bench-list-bookings.ts, BENCH_SQL).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `create or replace function public.<name>(...) ... $$;` of the tree's list_bookings, renamed to `name`. */
export function listBookingsDefinition(tree: string, name = 'list_bookings'): string {
  const own = path.join(tree, 'supabase/schemas/bookings-list.sql');
  const file = readFileSync(existsSync(own) ? own : path.join(tree, 'supabase/schemas/bookings.sql'), 'utf8');
  const start = file.indexOf('create function public.list_bookings(');
  const end = file.indexOf('\n$$;', start) + 4;
  if (start < 0 || end < start) throw new Error(`no list_bookings in ${tree}`);
  return file.slice(start, end).replace('create function public.list_bookings(', `create or replace function public.${name}(`);
}
