// A customer's own booking page /book/manage/{token} on a phone: Lighthouse 12 (mobile preset: simulated slow 4G, 4x
// CPU slowdown) on the bookings origin, median of RUNS (3) runs, in English and in Arabic (?lang=ar): performance
// score, LCP, TBT, CLS and bytes; and the first response alone (gzip). The booking is made as /book makes one
// (create_public_booking, anonymous); its link's token is read as the demo admin (booking_manage_token).
// Builds what changed (SKIP_BUILD=1: the builds already there), serves the platform on an in-memory backend (fixed
// ports: run it alone, under the e2e lock). Run: npx tsx tools/bench/book/bench-book-manage.ts (RUNS=3,
// CHROME_PATH=/usr/bin/chromium, LANGUAGES=en,ar).
import { createClient } from '@supabase/supabase-js';
import { buildAll } from '@inspection/build/build-all';
import { serveAll } from '../../dev/serve-all';
import { measureLighthouse } from '../lighthouse';

const STANDARD = '11111111-1111-4111-8111-000000000001';
const LANGUAGES = (process.env.LANGUAGES ?? 'en,ar').split(',');

/** A booking 40 days on at 10:00 in Dubai, as a customer makes it on /book; answers its manage link's token. */
async function bookingToken(backendUrl: string, anonKey: string): Promise<string> {
  const day = new Date(Date.now() + 4 * 3600_000 + 40 * 86400_000).toISOString().slice(0, 10);
  const anon = createClient(backendUrl, anonKey, { auth: { persistSession: false } });
  const { data, error } = await anon.rpc('create_public_booking', {
    p_booking: {
      booking_type: 'with_location', inspection_type_id: STANDARD, customer_name: 'Bench Customer', customer_phone: '0501119988',
      vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2021, latitude: 25.08, longitude: 55.14,
      reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Tower 2', start_time: new Date(`${day}T10:00:00+04:00`).toISOString(),
      language: 'en', hold_id: null,
    },
  });
  if (error) throw new Error(`create_public_booking: ${error.message}`);
  const admin = createClient(backendUrl, anonKey, { auth: { persistSession: false } });
  const signIn = await admin.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (signIn.error) throw signIn.error;
  const token = await admin.rpc('booking_manage_token' as never, { p_booking_id: (data as { id: string }).id } as never);
  if (token.error || typeof token.data !== 'string') throw new Error(`booking_manage_token: ${token.error?.message ?? token.data}`);
  return token.data;
}

/** Bytes of the first response as sent (gzip): the page with the booking in it. */
async function firstResponseBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const length = response.headers.get('content-length');
  return length ? Number(length) : (await response.arrayBuffer()).byteLength;
}

if (!process.env.SKIP_BUILD) await buildAll();
const platform = await serveAll({ backend: 'memory', anonymousRpcLimits: false });
try {
  const token = await bookingToken(platform.backendUrl, platform.anonKey);
  for (const language of LANGUAGES) {
    const url = `${platform.urlOf('bookings')}/book/manage/${token}${language === 'en' ? '' : `?lang=${language}`}`;
    const name = `/book/manage/{token}${language === 'en' ? '' : `?lang=${language}`}`;
    console.log(`Lighthouse 12, mobile preset (slow 4G, 4x CPU): ${name}`);
    await measureLighthouse(`${name} (bookings origin)`, url);
    console.log(`${name} first response (gzip): ${((await firstResponseBytes(url)) / 1024).toFixed(1)} KiB`);
  }
} finally {
  await platform.close();
}
