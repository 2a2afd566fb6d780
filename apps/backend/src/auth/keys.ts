// The anon and service_role API keys: JWTs signed with the project's secret. They are
// deterministic for a given secret (fixed iat/exp) so the front end's start script and the
// server agree without talking to each other.
import { createHmac } from 'node:crypto';
import { JWT_ISSUER } from '../config';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

// 2024-01-01 and ten years on, the lifetime hosted Supabase gives its keys.
const ISSUED_AT = 1704067200;
const EXPIRES_AT = ISSUED_AT + 10 * 365 * 24 * 3600;

export function createApiKeys(secret: string): ApiKeys {
  return { anonKey: signKey(secret, 'anon'), serviceRoleKey: signKey(secret, 'service_role') };
}

function signKey(secret: string, role: 'anon' | 'service_role'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ iss: JWT_ISSUER, role, iat: ISSUED_AT, exp: EXPIRES_AT });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
