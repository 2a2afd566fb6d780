import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const verifyPassword = (password: string, hash: string | null | undefined) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

// A real hash of a random password: unknown emails are compared against it, so they take as long
// as known ones and the answer time does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), COST));
