// What the inspection journeys set up through the real backend: a staff client, a booking with a draft inspection on
// the Standard form, and the form's field ids (the answers in the database are keyed by them).
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonKey, BACKEND_URL, DEMO_EMAIL, DEMO_PASSWORD } from './platform';

export const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
export const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';

export async function staffClient(): Promise<SupabaseClient> {
  const client = createClient(BACKEND_URL, await anonKey(), {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

export interface NewInspection {
  /** false: the booking only, as before Start Inspection. */
  withData?: boolean;
  typeId?: string;
  name?: string;
  /** Specs running side by side book from different days, so their bookings never overlap. */
  firstDay?: number;
}

/** A booking with an empty draft inspection on the Standard form, as booking details starts one. */
export async function newInspection(
  db: SupabaseClient,
  { withData = true, typeId = STANDARD_TYPE, name = 'Journey Customer', firstDay = 60 }: NewInspection = {},
): Promise<string> {
  const bookingId = await bookFreeDay(db, { typeId, name, firstDay });
  if (!withData) return bookingId;
  const created = await db.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM, status: 'draft', data: {} });
  if (created.error) throw created.error;
  return bookingId;
}

/**
 * Books 06:15-07:45 UTC on a random day from `firstDay` on. Specs of one worker share its platform and its one
 * inspector: when an earlier spec already took that day (the exclusion constraint says so), another day is tried.
 */
async function bookFreeDay(db: SupabaseClient, { typeId, name, firstDay }: Required<Pick<NewInspection, 'typeId' | 'name' | 'firstDay'>>) {
  for (let attempt = 1; ; attempt++) {
    const start = new Date(Date.now() + (firstDay + Math.floor(Math.random() * 500)) * 86400_000);
    start.setUTCHours(6, 15, 0, 0);
    const { data: booking, error } = await db
      .from('bookings')
      .insert({
        customer_name: name, customer_email: 'journey@example.com', customer_phone: '0501239876',
        vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2022, inspection_type_id: typeId,
        start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
      })
      .select('id')
      .single();
    if (!error) return booking.id as string;
    if (error.code !== '23P01' || attempt === 5) throw error;
  }
}

/** The Standard form's field ids by title. */
export async function fieldIds(db: SupabaseClient): Promise<Record<string, string>> {
  const { data } = await db.from('form_fields').select('id, title, form_sections!inner(form_id)').eq('form_sections.form_id', STANDARD_FORM);
  return Object.fromEntries((data ?? []).map((row) => [row.title as string, row.id as string]));
}

/** A field by its label; a required field's label ends in '*'. */
export const field = (page: Page, title: string) => page.getByLabel(new RegExp(`^${title}\\*?$`), { exact: false });
