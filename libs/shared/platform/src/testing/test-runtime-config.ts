import type { RuntimeConfig } from '../runtime-config';
import { runtimeConfigForBackend } from '../runtime-config-for-backend';

/** A complete runtime config for tests, pointing at the given backend. */
export function testRuntimeConfig(backendUrl = 'http://localhost:54321', anonKey = 'anon-key'): RuntimeConfig {
  return runtimeConfigForBackend(backendUrl, anonKey);
}
