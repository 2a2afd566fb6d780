// The anon key that follows from a secret, without starting a server.
import { createApiKeys } from './auth/keys';

export function anonKeyFor(secret: string): string {
  return createApiKeys(secret).anonKey;
}

export { createApiKeys };
