// Used by the front end's start script to write runtime-config.json without starting a server.
import { DEFAULT_JWT_SECRET } from './config';
import { createApiKeys } from './auth/keys';

export function anonKeyFor(secret: string = process.env.JWT_SECRET || DEFAULT_JWT_SECRET): string {
  return createApiKeys(secret).anonKey;
}

export { createApiKeys };
