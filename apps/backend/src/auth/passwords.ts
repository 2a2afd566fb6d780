// Password hashing and checking, done in the password pool's worker threads (password-pool.ts).
import { randomBytes } from 'node:crypto';
import { createPasswordPool } from './password-pool';

const COST = 10;

const pool = createPasswordPool();

export const hashPassword = (password: string) => pool.hash(password, COST);

export const verifyPassword = (password: string, hash: string | null | undefined) =>
  hash ? pool.compare(password, hash) : Promise.resolve(false);

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

// A real hash of a random password: unknown emails are compared against it, so they take as long
// as known ones and the answer time does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
