// docs/areas/platform.md#sign-in-floods-and-lock-outs, over HTTP from real client addresses (127.0.0.x on loopback):
// 200 parallel guesses for one email are throttled, the right guess among them does not get
// through, other clients stay fast meanwhile (bcrypt runs in worker threads), and an attacker's
// failures do not lock the office, signing in from another address, out.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { signInFrom } from '../testing/rpc-from';
import { hashAtProductionCost } from '../testing/production-password-cost';
import { percentiles } from '@inspection/shared-domain';

// Default limits but a first delay of 30 s: on a loaded machine the 200 requests can take longer to
// arrive than the default 2 s delay, which would then let a late one be compared (by design).
const fx = backendFixture({ start: { signInLimits: { baseDelayMs: 30_000 } }, signInStaff: false });

// 'Others stay fast' is about bcrypt's real cost kept off the request thread: the accounts made here are hashed at 10.
hashAtProductionCost();

/** POST /auth/v1/token from the given loopback address; resolves to the status. */
const signIn = (address: string, email: string, password: string) =>
  signInFrom(fx.backend, address, email, password).then((answer) => answer.status);

describe('sign-in throttling', () => {
  it('10 wrong passwords from one address do not lock the right password out from another', async () => {
    await fx.backend.createUser('office@example.com', 'office-pass-1', { staff: true });
    const attacker: number[] = [];
    for (let i = 0; i < 10; i++) attacker.push(await signIn('127.0.0.2', 'office@example.com', `guess-${i}`));
    // Five failures, then growing delays: the attacker's next attempts are refused.
    expect(attacker.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(attacker.slice(5)).toEqual([429, 429, 429, 429, 429]);
    expect(await signIn('127.0.0.3', 'office@example.com', 'office-pass-1')).toBe(200);
    // The attacker's address stays delayed, even with the right password.
    expect(await signIn('127.0.0.2', 'office@example.com', 'office-pass-1')).toBe(429);
  }, 60_000);

  it('200 parallel guesses: throttled, the right one does not get through, others stay under 200 ms (p95)', async () => {
    await fx.backend.createUser('flooded@example.com', 'flooded-pass-1', { staff: true });
    let flooding = true;
    let floodStarted = false;
    const quiet: number[] = [];
    const others: number[] = [];
    const otherClient = async () => {
      while (flooding) {
        const t0 = performance.now();
        const during = floodStarted;
        const res = await fetch(`${fx.backend.url}/rest/v1/inspection_types?select=id`, { headers: { apikey: fx.backend.anonKey } });
        await res.arrayBuffer();
        (during ? others : quiet).push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Array.from({ length: 5 }, otherClient);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    floodStarted = true;
    const guesses = Array.from({ length: 199 }, (_, i) => signIn('127.0.0.4', 'flooded@example.com', `wrong-${i}`));
    const right = signIn('127.0.0.4', 'flooded@example.com', 'flooded-pass-1');
    const statuses = await Promise.all([...guesses, right]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    flooding = false;
    await Promise.all(load);

    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(await right).toBe(429);
    expect(count(200)).toBe(0);
    // At most five passwords were compared (the pair's free failures); all the rest were refused at once.
    expect(count(400)).toBeLessThanOrEqual(5);
    expect(count(429)).toBeGreaterThanOrEqual(195);
    expect(count(400) + count(429)).toBe(200);
    const quietP95 = percentiles(quiet).p95;
    console.log(`others: quiet p95 ${quietP95.toFixed(1)} ms; during the flood ${others.length} requests, p95 ${percentiles(others).p95.toFixed(1)} ms`);
    expect(others.length).toBeGreaterThan(10);
    // 200 ms is the target on a machine of our own; when other work already holds the quiet p95
    // over it (a shared machine), the flood must not make it more than twice as slow (the 200 connections still cost the request thread).
    expect(percentiles(others).p95).toBeLessThan(Math.max(200, quietP95 * 2 + 100));
    // The owner, from the office, still signs in.
    expect(await signIn('127.0.0.5', 'flooded@example.com', 'flooded-pass-1')).toBe(200);
  }, 120_000);
});
