// Password guessing and user enumeration: repeated failures are throttled per email and per client
// address (429 over_request_rate_limit, even for the right password), and an unknown email takes as
// long to refuse as a known one.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { hashAtProductionCost } from '../testing/production-password-cost';

const fx = backendFixture({ start: { signInLimits: { freePerPair: 6, perAddress: 17, windowMs: 60_000 } }, signInStaff: false });
const TIMED = { email: 'timed@example.com', password: 'timed-pass-1' };

// The timing claim rests on a compare's real cost: the known account's hash and the dummy one, at 10.
hashAtProductionCost();
beforeAll(async () => {
  await fx.backend.createUser(TIMED.email, TIMED.password, { staff: true });
  const { rows } = await fx.backend.db.query<{ hash: string }>(`select encrypted_password as hash from auth.users where email = $1`, [TIMED.email]);
  expect(rows[0].hash).toMatch(/^\$2[aby]\$10\$/);
});

async function signIn(email: string, password: string) {
  const started = performance.now();
  const res = await fetch(`${fx.backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: fx.backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string }, ms: performance.now() - started };
}

describe('sign-in', () => {
  it('takes as long for an unknown email as for a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    await signIn('warm-up@example.com', 'wrong');
    for (let i = 0; i < 4; i++) {
      known.push((await signIn(TIMED.email, `wrong-${i}`)).ms);
      unknown.push((await signIn(`nobody-${i}@example.com`, `wrong-${i}`)).ms);
    }
    // bcrypt at cost 10 takes tens of ms, a skipped comparison a few; the fastest of each is the
    // steadiest figure on a busy machine.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
    // A success clears the email's count (the address keeps its 9 failures).
    expect((await signIn(TIMED.email, TIMED.password)).status).toBe(200);
  });

  it('refuses every attempt with 429 after too many failures for one email, the right password included', async () => {
    await fx.backend.createUser('target@example.com', 'target-pass-1', { staff: true });
    for (let i = 0; i < 6; i++) {
      const res = await signIn('Target@example.com', `guess-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_credentials');
    }
    const blocked = await signIn('target@example.com', 'target-pass-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });

  it('refuses every attempt from one client address after too many failures across emails', async () => {
    // 9 + 6 failures so far from this address; two more reach 17.
    expect((await signIn('spray-0@example.com', 'guess')).status).toBe(400);
    expect((await signIn('spray-1@example.com', 'guess')).status).toBe(400);
    const res = await signIn(TIMED.email, TIMED.password);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('over_request_rate_limit');
  });
});
