// The sign-in throttle as every backend shares it (docs/architecture/backend-state.md): two throttles on one database
// stand for two backends. Attempts are counted before any compare, checks per email are counted over both, a known
// pair is known to both, and the checks of a backend that died expire.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { clientNetwork } from './client-network';
import { createSharedSignInThrottle } from './shared-sign-in-throttle';

const fx = backendFixture({ signInStaff: false });
const OPEN = { concurrentPerEmail: 1_000, concurrentPerAddress: 1_000, concurrentOverall: 1_000 };

describe('the shared sign-in throttle', () => {
  it('counts 200 parallel attempts of one pair over two backends before any is compared: 5 begin', async () => {
    const [a, b] = [createSharedSignInThrottle(fx.backend.db, OPEN), createSharedSignInThrottle(fx.backend.db, OPEN)];
    const started = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).begin('parallel@example.com', '10.20.0.1')));
    expect(started.filter(Boolean)).toHaveLength(5);
  });

  // A success ends (the network's count refunded, the pair cleared) while the pair's next attempt begins (both
  // counted): the two must take their rows in one order, or PostgreSQL breaks the cycle by failing one (40P01, a 500
  // on sign-in). A third connection holds the network's row, so the end and then the begin queue on it, as under load.
  it.runIf(process.env.BACKEND_TEST_DB === 'postgres')('ends one attempt of a pair while the next begins, without a deadlock', async () => {
    const db = fx.backend.db;
    const throttle = createSharedSignInThrottle(db, OPEN);
    const first = (await throttle.begin('busy@example.com', '10.28.0.1'))!;
    await first.admitted();
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query(`select 1 from embedded_limits.sign_in_failures where key = 'network:' || $1 for update`, [clientNetwork('10.28.0.1')]);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const waiting = async (query: string) => {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like $1`, [query]);
      return rows[0].n;
    };
    const ended = first.succeeded()!;
    await expect.poll(() => waiting('%end_sign_in%')).toBe(1);
    const next = throttle.begin('busy@example.com', '10.28.0.1');
    await expect.poll(() => waiting('%begin_sign_in%')).toBe(1);
    release();
    await holder;
    const [end, begin] = await Promise.allSettled([ended, next]);
    expect(end).toEqual({ status: 'fulfilled', value: undefined });
    expect(begin.status === 'fulfilled' && begin.value?.known).toBe(true);
  });

  it('caps the checks of one email over both backends, and frees them when they end', async () => {
    const [a, b] = [createSharedSignInThrottle(fx.backend.db), createSharedSignInThrottle(fx.backend.db)];
    const running = [];
    for (let i = 0; i < 3; i++) running.push(await a.begin('capped@example.com', `10.21.${i}.1`), await b.begin('capped@example.com', `10.22.${i}.1`));
    expect(running.map(Boolean)).toEqual([true, true, true, true, false, false]);
    await running[0]!.failed();
    expect(await b.begin('capped@example.com', '10.23.0.1')).not.toBeNull();
  });

  it('gives a pair that signed in through one backend its own checks on the other', async () => {
    const [a, b] = [createSharedSignInThrottle(fx.backend.db), createSharedSignInThrottle(fx.backend.db)];
    const first = await a.begin('office@example.com', '192.0.2.10');
    await first!.succeeded();
    for (let i = 0; i < 4; i++) await a.begin('office@example.com', `10.24.0.${i + 1}`);
    expect(await b.begin('office@example.com', '198.51.100.1')).toBeNull();
    const office = await b.begin('office@example.com', '192.0.2.10');
    expect(office?.known).toBe(true);
  });

  it('frees the checks of a backend that died once their lease runs out', async () => {
    const dead = createSharedSignInThrottle(fx.backend.db, { checkLeaseMs: 300 });
    for (let i = 0; i < 4; i++) expect(await dead.begin('orphaned@example.com', `10.25.${i}.1`)).not.toBeNull();
    const alive = createSharedSignInThrottle(fx.backend.db);
    expect(await alive.begin('orphaned@example.com', '10.26.0.1')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await alive.begin('orphaned@example.com', '10.26.0.1')).not.toBeNull();
  });

  it('forgets the rows no limit reads any more (src/gateway/limit-housekeeping.ts), and only those', async () => {
    const db = fx.backend.db;
    const count = async () => (await db.query<{ n: number }>(`select ((select count(*) from embedded_limits.sign_in_failures) +
      (select count(*) from embedded_limits.sign_in_checks where expires_at < clock_timestamp()) + (select count(*) from embedded_limits.buckets))::int as n`)).rows[0].n;
    await db.query(`select embedded_limits.take_token('anon-rpc:10.27.0.0/24', 300, 20)`);
    expect(await count()).toBeGreaterThan(0);
    await db.query('select embedded_limits.forget_expired(3600, 3600000, 3600000)');
    expect(await count()).toBeGreaterThan(0);
    await db.query('select embedded_limits.forget_expired(0, 0, 0)');
    expect(await count()).toBe(0);
  });
});
