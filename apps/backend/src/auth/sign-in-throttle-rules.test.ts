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

  it('caps concurrent checks per email, per address and overall', () => {
    const { throttle } = throttleAt({ concurrentPerEmail: 2, concurrentPerAddress: 3, concurrentOverall: 4 });
    const a = throttle.begin('one@example.com', 'x');
    const b = throttle.begin('one@example.com', 'y');
    expect(throttle.begin('one@example.com', 'z')).toBeNull(); // per email
    a!.failed();
    expect(throttle.begin('one@example.com', 'z')).not.toBeNull();
    expect(throttle.begin('two@example.com', 'x')).not.toBeNull();
    expect(throttle.begin('three@example.com', 'w')).not.toBeNull();
    expect(throttle.begin('four@example.com', 'v')).toBeNull(); // overall 4
    b!.succeeded();
    expect(throttle.begin('four@example.com', 'v')).not.toBeNull();
  });

  it('refuses an address after too many failures across emails, and a success refunds its attempt', () => {
    const { throttle } = throttleAt({ perAddress: 4 });
    throttle.begin('a@example.com', 'sprayer')!.succeeded();
    for (const email of ['b', 'c', 'd', 'e']) expect(failFrom(throttle, 'sprayer', `${email}@example.com`)).toBe(true);
    expect(throttle.begin('f@example.com', 'sprayer')).toBeNull();
    expect(throttle.begin('f@example.com', 'elsewhere')).not.toBeNull();
  });
});
