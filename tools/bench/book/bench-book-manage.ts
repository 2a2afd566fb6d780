// A customer's own booking page /book/manage/{token} on a phone: Lighthouse 12 (mobile preset: simulated slow 4G, 4x
// CPU slowdown) on the bookings origin, median of RUNS (3) runs, in English and in Arabic (?lang=ar): performance
// score, LCP, TBT, CLS and bytes; and the first response alone (gzip). The booking is made as /book makes one
// (create_public_booking, anonymous); its link's token is read as the demo admin (booking_manage_token).
// Builds what changed (SKIP_BUILD=1: the builds already there), serves the platform on an in-memory backend (fixed
// ports: run it alone, under the e2e lock). Run: npx tsx tools/bench/book/bench-book-manage.ts (RUNS=3,
// CHROME_PATH=/usr/bin/chromium, LANGUAGES=en,ar).
import { buildAll } from '@inspection/build/build-all';
import { serveAll } from '../../dev/serve-all';
import { measureLighthouse } from '../lighthouse';

const STANDARD = '11111111-1111-4111-8111-000000000001';
const LANGUAGES = (process.env.LANGUAGES ?? 'en,ar').split(',');

/** POST to the backend's REST API (fetch: no supabase-js, whose realtime client wants Node 22's WebSocket). */
async function post(url: string, headers: Record<string, string>, body: object): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A booking 40 days on at 10:00 in Dubai, as a customer makes it on /book; answers its manage link's token. */
async function bookingToken(backendUrl: string, anonKey: string): Promise<string> {
  const day = new Date(Date.now() + 4 * 3600_000 + 40 * 86400_000).toISOString().slice(0, 10);
  const anon = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const booking = (await post(`${backendUrl}/rest/v1/rpc/create_public_booking`, anon, {
    p_booking: {
      booking_type: 'with_location', inspection_type_id: STANDARD, customer_name: 'Bench Customer', customer_phone: '0501119988',
      vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2021, latitude: 25.08, longitude: 55.14,
      reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Tower 2', start_time: new Date(`${day}T10:00:00+04:00`).toISOString(),
      language: 'en', hold_id: null,
    },
  })) as { id: string };
  const session = (await post(`${backendUrl}/auth/v1/token?grant_type=password`, { apikey: anonKey }, { email: 'admin@example.com', password: 'admin1234' })) as {
    access_token: string;
  };
  const token = await post(`${backendUrl}/rest/v1/rpc/booking_manage_token`, { apikey: anonKey, Authorization: `Bearer ${session.access_token}` }, { p_booking_id: booking.id });
  if (typeof token !== 'string') throw new Error(`booking_manage_token answered ${JSON.stringify(token)}`);
  return token;
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
