import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export const verifyPassword = (password: string, hash: string | null | undefined) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
