// docs/areas/platform.md#sign-in-floods-and-lock-outs, over HTTP from real client addresses on loopback (all of
// 127.0.0.0/8 is the loopback on Linux, so each of these is its own /24): three flooding networks fill every
// password check there is, and the office still signs in: its (email, address) pair signed in before and has checks
// of its own, and a newcomer waits briefly for a check instead of being refused at once.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { signInFrom } from '../testing/rpc-from';
import { hashAtProductionCost } from '../testing/production-password-cost';

// Failures per network are not what this test is about: a flood of three networks must not lock out the others
// even while each network still has failures to spend.
const fx = backendFixture({ start: { signInLimits: { perAddress: 100_000 } }, signInStaff: false });
hashAtProductionCost();

/** POST /auth/v1/token from the given loopback address; resolves to the status. */
const signIn = (address: string, email: string, password: string) =>
  signInFrom(fx.backend, address, email, password).then((answer) => answer.status);

describe('sign-in under a flood from three networks', () => {
  it('the office (a past success at its address) and a newcomer sign in; the flood is compared or refused', async () => {
    await fx.backend.createUser('office@example.com', 'office-pass-1', { staff: true });
    await fx.backend.createUser('newcomer@example.com', 'newcomer-pass-1', { staff: true });
    expect(await signIn('127.0.1.5', 'office@example.com', 'office-pass-1')).toBe(200);

    let flooding = true;
    const floodStatuses: number[] = [];
    let n = 0;
    const flooder = async (address: string) => {
      while (flooding) floodStatuses.push(await signIn(address, `victim-${n++}@example.com`, 'guess'));
    };
    // Eight parallel guessers per network (its cap), 24 in all: more than the 16 checks there are in all.
    const flood = ['127.1.0.2', '127.2.0.2', '127.3.0.2'].flatMap((address) => Array.from({ length: 8 }, () => flooder(address)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const office: number[] = [];
    for (let i = 0; i < 5; i++) office.push(await signIn('127.0.1.5', 'office@example.com', 'office-pass-1'));
    const newcomer = await signIn('127.4.0.5', 'newcomer@example.com', 'newcomer-pass-1');
    flooding = false;
    await Promise.all(flood);

    console.log(`flood: ${floodStatuses.length} attempts, ${floodStatuses.filter((s) => s === 429).length} refused; office ${office.join(',')}; newcomer ${newcomer}`);
    expect(floodStatuses.length).toBeGreaterThan(24);
    expect(floodStatuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(office).toEqual([200, 200, 200, 200, 200]);
    expect(newcomer).toBe(200);
  }, 120_000);
});
