// The flood figures of npm run bench:hardening (docs/benchmarks/hardening.md), over HTTP only, from real client addresses
// on loopback (all of 127.0.0.0/8 on Linux; 127.N.0.x are different /24 networks), so the same file also measures
// older code:
// - sign-in: three networks flood /auth/v1/token with wrong guesses (8 in parallel each) while the office user (a past
//   success at its address) and a newcomer sign in; how many of their sign-ins succeed;
// - the public booking page: three addresses book all they may, then a fresh customer books; three networks of 7
//   addresses hold a time each, then a fresh customer holds one.
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import bcrypt from 'bcryptjs';
import { startBackend } from '../server';
import { percentiles } from '@inspection/shared-domain';

type Answer = { status: number; body: { hint?: string } };

function postFrom(url: string, anonKey: string, localAddress: string, path: string, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(new URL(url).port), localAddress, agent: false, method: 'POST', path,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed = {};
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            // not JSON: the status says enough
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FLOOD = ['127.1.0.2', '127.2.0.2', '127.3.0.2'];

export async function benchSignInUnderNetworkFlood(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  const signIn = (address: string, email: string, password: string) =>
    postFrom(backend.url, backend.anonKey, address, '/auth/v1/token?grant_type=password', { email, password });
  try {
    for (const email of ['office@example.com', 'newcomer@example.com']) {
      await backend.db.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data) values ($1, $2, now(), '{"staff":true}')`,
        [email, await bcrypt.hash('right-pass-1', 10)],
      );
    }
    const past = await signIn('127.0.1.5', 'office@example.com', 'right-pass-1');
    let flooding = true;
    const floodStatuses: number[] = [];
    let n = 0;
    const flooder = async (address: string) => {
      while (flooding) floodStatuses.push((await signIn(address, `victim-${n++}@example.com`, 'guess')).status);
    };
    const flood = FLOOD.flatMap((address) => Array.from({ length: 8 }, () => flooder(address)));
    await sleep(300);
    const office: number[] = [];
    const officeMs: number[] = [];
    const newcomer: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      office.push((await signIn('127.0.1.5', 'office@example.com', 'right-pass-1')).status);
      officeMs.push(performance.now() - t0);
      if (i % 2 === 0) newcomer.push((await signIn(`127.4.${i}.5`, 'newcomer@example.com', 'right-pass-1')).status);
    }
    flooding = false;
    await Promise.all(flood);
    const ok = (statuses: number[]) => `${statuses.filter((s) => s === 200).length}/${statuses.length}`;
    console.log(`Sign-in under a flood from 3 networks (8 parallel guesses each, default limits; the office signed in before: ${past.status})`);
    console.log(`  the office user         ${ok(office)} succeeded (p50 ${percentiles(officeMs).p50.toFixed(0)} ms, max ${Math.max(...officeMs).toFixed(0)} ms)`);
    console.log(`  a newcomer (new pair)   ${ok(newcomer)} succeeded`);
    console.log(`  the flood               ${floodStatuses.length} guesses, ${floodStatuses.filter((s) => s === 429).length} refused with 429`);
  } finally {
    await backend.close();
  }
}

export async function benchBookingUnderNetworkFlood(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  const rpc = (address: string, fn: string, payload: unknown) => postFrom(backend.url, backend.anonKey, address, `/rest/v1/rpc/${fn}`, payload);
  try {
    const { rows } = await backend.db.query<{ id: string }>(`select id::text as id from public.inspection_types where duration_minutes = 60 limit 1`);
    const type = rows[0].id;
    const day = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
    const at = (days: number, hour: number) => new Date(`${day(days)}T${String(hour).padStart(2, '0')}:00:00+04:00`).toISOString();
    let serial = 0;
    const booking = (days: number, hour: number) => ({
      customer_name: 'Public Customer', customer_phone: `05${String(13000000 + serial++).padStart(8, '0')}`, vehicle_make: 'Toyota',
      vehicle_model: 'Corolla', vehicle_year: 2019, inspection_type_id: type, latitude: 25.2, longitude: 55.27, location_address: 'Gate 2',
      start_time: at(days, hour),
    });
    let booked = 0;
    for (const [n, address] of FLOOD.entries()) {
      for (let i = 0; i < 12; i++) if ((await rpc(address, 'create_public_booking', { p_booking: booking(30 + i, 8 + n) })).status === 200) booked++;
    }
    const fresh = await rpc('127.9.0.5', 'create_public_booking', { p_booking: booking(45, 12) });
    let held = 0;
    for (const [n, address] of FLOOD.entries()) {
      for (let host = 1; host <= 7; host++) {
        const hold = await rpc(address.replace(/\.2$/, `.${host}`), 'hold_booking_slot', { p_slot_start: at(50 + host, 8 + n), p_inspection_type_id: type });
        if (hold.status === 200) held++;
      }
    }
    const freshHold = await rpc('127.9.0.6', 'hold_booking_slot', { p_slot_start: at(60, 10), p_inspection_type_id: type });
    const answer = (a: Answer) => (a.status === 200 ? '200, booked' : `${a.status} ${a.body.hint ?? ''}`.trim());
    console.log('Public booking page under a flood from 3 networks');
    console.log(`  3 addresses booked ${booked}; then a fresh customer's booking: ${answer(fresh)}`);
    console.log(`  3 networks x 7 addresses held ${held} times; then a fresh customer's hold: ${freshHold.status === 200 ? '200, held' : answer(freshHold)}`);
  } finally {
    await backend.close();
  }
}

// Run alone (npx tsx apps/backend/src/bench/bench-network-floods.ts), e.g. for the "before" figures of older code.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSignInUnderNetworkFlood();
  await benchBookingUnderNetworkFlood();
}
