// docs/areas/platform.md#sign-in-floods-and-lock-outs, the rules alone (a clock of our own): attempts count before the
// password is compared, delays grow per (email, address) pair, another address is never locked
// out, and concurrent checks are capped per email, per address and overall.
import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

function throttleAt(overrides = {}) {
  let t = 1_000_000;
  const throttle = createSignInThrottle({ freePerPair: 5, baseDelayMs: 2_000, maxDelayMs: 60_000, perAddress: 50, ...overrides }, () => t);
  return { throttle, advance: (ms: number) => (t += ms) };
}

const failFrom = (throttle: ReturnType<typeof createSignInThrottle>, address: string, email = 'office@example.com') => {
  const attempt = throttle.begin(email, address);
  attempt?.failed();
  return attempt !== null;
};

describe('sign-in throttle', () => {
  it('delays a pair after 5 failures, doubling 2 s, 4 s, 8 s … up to the maximum', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 5; i++) expect(failFrom(throttle, 'attacker')).toBe(true);
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      let waited = 0;
      let attempt;
      while (!(attempt = throttle.begin('office@example.com', 'attacker'))) {
        advance(1_000);
        waited += 1_000;
      }
      attempt.failed();
      waits.push(waited);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('never locks out another address: 10 failures from one, the right password from another', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 10; i++) failFrom(throttle, 'attacker');
    expect(throttle.begin('office@example.com', 'attacker')).toBeNull();
    const office = throttle.begin('office@example.com', 'office');
    expect(office).not.toBeNull();
    office!.succeeded();
  });

  it('counts an attempt when it begins: parallel attempts cannot all pass before any is counted', () => {
    const { throttle } = throttleAt({ concurrentPerEmail: 100, concurrentPerAddress: 100, concurrentOverall: 100 });
    const started = Array.from({ length: 200 }, () => throttle.begin('office@example.com', 'attacker'));
    expect(started.filter(Boolean)).toHaveLength(5);
  });

  it('caps concurrent checks per email and per address; over the cap in all an attempt waits, never refused', async () => {
    const { throttle } = throttleAt({ concurrentPerEmail: 2, concurrentPerAddress: 3, concurrentOverall: 4 });
    const a = throttle.begin('one@example.com', '10.0.1.1');
    const b = throttle.begin('one@example.com', '10.0.2.1');
    expect(throttle.begin('one@example.com', '10.0.3.1')).toBeNull(); // per email
    a!.failed();
    expect(throttle.begin('one@example.com', '10.0.3.1')).not.toBeNull();
    expect(throttle.begin('two@example.com', '10.0.1.1')).not.toBeNull();
    expect(throttle.begin('three@example.com', '10.0.4.1')).not.toBeNull();
    const waiting = throttle.begin('four@example.com', '10.0.5.1'); // the fifth in all waits
    expect(waiting).not.toBeNull();
    let admitted: boolean | undefined;
    void waiting!.admitted().then((ok) => (admitted = ok));
    await Promise.resolve();
    expect(admitted).toBeUndefined();
    b!.succeeded();
    await Promise.resolve();
    expect(admitted).toBe(true);
  });

  it('a wait for a check ends in a refusal after queueMs, refunded', async () => {
    const { throttle } = throttleAt({ concurrentOverall: 1, queueMs: 10 });
    throttle.begin('one@example.com', '10.0.1.1');
    const late = throttle.begin('two@example.com', '10.0.2.1');
    expect(await late!.admitted()).toBe(false);
  });

  it('a freed check goes to the waiting network with the fewest checks running', async () => {
    const { throttle } = throttleAt({ concurrentOverall: 2, concurrentPerAddress: 8, concurrentPerEmail: 8 });
    const flood = [throttle.begin('a@example.com', '10.0.1.1'), throttle.begin('b@example.com', '10.0.1.2')];
    const order: string[] = [];
    const floodWaiting = throttle.begin('c@example.com', '10.0.1.3');
    const office = throttle.begin('office@example.com', '10.9.9.9');
    void floodWaiting!.admitted().then(() => order.push('flood'));
    void office!.admitted().then(() => order.push('office'));
    flood[0]!.failed();
    await Promise.resolve();
    expect(order).toEqual(['office']);
  });

  it('counts per /24 and /56: addresses of one network share the caps, another network does not', () => {
    const { throttle } = throttleAt({ perAddress: 3 });
    for (const host of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) expect(failFrom(throttle, host, `${host}@example.com`)).toBe(true);
    expect(throttle.begin('x@example.com', '10.0.1.200')).toBeNull();
    expect(throttle.begin('x@example.com', '10.0.2.1')).not.toBeNull();
    for (const host of ['2001:db8:0:100::1', '2001:db8:0:1ff::2', '2001:db8:0:1ab:1::3']) expect(failFrom(throttle, host, `${host}@example.com`)).toBe(true);
    expect(throttle.begin('x@example.com', '2001:db8:0:1aa::9')).toBeNull();
    expect(throttle.begin('x@example.com', '2001:db8:0:200::1')).not.toBeNull();
  });

  it('keeps checks for a pair that signed in before: a flood that fills every cap does not reach it', async () => {
    const { throttle } = throttleAt({ concurrentPerEmail: 4, concurrentPerAddress: 8, concurrentOverall: 16, perAddress: 1_000 });
    const first = throttle.begin('office@example.com', '192.0.2.10');
    expect(await first!.admitted()).toBe(true);
    first!.succeeded();
    // Three networks flood the office's email and others until every cap is full.
    for (const net of ['10.1.0', '10.2.0', '10.3.0']) {
      for (let i = 0; i < 8; i++) throttle.begin(i < 2 ? 'office@example.com' : `x${i}@example.com`, `${net}.${i}`);
    }
    expect(throttle.begin('office@example.com', '198.51.100.1')).toBeNull(); // a stranger's pair: per email
    const office = throttle.begin('office@example.com', '192.0.2.10');
    expect(office).not.toBeNull();
    expect(office!.known).toBe(true); // compared first in the password pool
    expect(await office!.admitted()).toBe(true);
  });

  it('refuses an address after too many failures across emails, and a success refunds its attempt', () => {
    const { throttle } = throttleAt({ perAddress: 4 });
    throttle.begin('a@example.com', 'sprayer')!.succeeded();
    for (const email of ['b', 'c', 'd', 'e']) expect(failFrom(throttle, 'sprayer', `${email}@example.com`)).toBe(true);
    expect(throttle.begin('f@example.com', 'sprayer')).toBeNull();
    expect(throttle.begin('f@example.com', 'elsewhere')).not.toBeNull();
  });
});
