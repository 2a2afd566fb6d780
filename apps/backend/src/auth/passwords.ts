// Password hashing and checking, done in the password pool's worker threads (password-pool.ts).
import { randomBytes } from 'node:crypto';
import { createPasswordPool } from './password-pool';

/** GoTrue's bcrypt cost, which hosted Supabase uses: the embedded backend's unless told otherwise. */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/**
 * PASSWORD_HASH_COST: bcrypt's cost for new hashes. The test harnesses set 4, bcrypt's least (as Rails and Devise do
 * in tests): a compare then takes about 1 ms instead of 80, and the suites sign in hundreds of times.
 */
export function passwordHashCostFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new Error(`PASSWORD_HASH_COST must be a whole number from 4 to 31, not '${value}'`);
  return cost;
}

let cost = passwordHashCostFrom(process.env.PASSWORD_HASH_COST);

/** Sets the cost of new hashes and returns the one before: for the tests whose claims rest on a compare's real cost. */
export function setPasswordHashCost(next: number): number {
  const previous = cost;
  cost = passwordHashCostFrom(String(next));
  return previous;
}

const pool = createPasswordPool();

export const hashPassword = (password: string) => pool.hash(password, cost);

/** `first`: the compare goes ahead of those waiting for a worker (password-pool.ts). */
export const verifyPassword = (password: string, hash: string | null | undefined, first = false) =>
  hash ? pool.compare(password, hash, first) : Promise.resolve(false);

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

// A real hash of a random password, at the cost of new hashes: unknown emails are compared against it, so they take
// as long as known ones and the answer time does not tell which emails have accounts.
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword(randomBytes(16).toString('hex')));
  return dummyHashes.get(cost)!;
}
