// Public API of @inspection/platform.
export { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './runtime-config';
export {
  initPlatform,
  initPlatformWithClient,
  getRuntimeConfig,
  getSupabase,
  isPlatformInitialised,
  resetPlatformForTesting,
  AUTH_STORAGE_KEY,
} from './platform';
export { getQueryClient, resetQueryClientForTesting } from './query-client';
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export { RequireAuth } from './require-auth';
export { INVALID_CREDENTIALS, UNEXPECTED_ERROR } from './auth-messages';
export type { AuthContextValue, AuthUser, LoginResult } from './auth-context';
