// The secret that signs every JWT and from which the API keys follow. An explicit secret
// (option or JWT_SECRET) must be at least 32 characters; without one, a random secret is
// generated on first start and kept in the data folder (owner-only), so `npm start` needs no
// set-up and no well-known secret ever signs a token. An in-memory database gets a fresh one.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError } from '../startup-error';

export const MIN_JWT_SECRET_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

export const generateJwtSecret = () => randomBytes(32).toString('base64url');

export async function resolveJwtSecret(explicit: string | undefined, dataDir: string | undefined): Promise<string> {
  if (explicit) {
    if (explicit.length < MIN_JWT_SECRET_LENGTH) {
      throw new StartupError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it signs every token and API key).`);
    }
    return explicit;
  }
  if (!dataDir || dataDir === 'memory') return generateJwtSecret();
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length < MIN_JWT_SECRET_LENGTH) throw new StartupError(`The JWT secret in ${file} is shorter than ${MIN_JWT_SECRET_LENGTH} characters; delete the file to generate a new one.`);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = generateJwtSecret();
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it in between: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
