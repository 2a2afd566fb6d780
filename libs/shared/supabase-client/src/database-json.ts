import type { Json } from '@inspection/database-types';

/**
 * A jsonb argument of a database function. Our payloads are plain JSON, but an interface has no index
 * signature, so TypeScript cannot see it fits the generated Json type.
 */
export function jsonArg(value: object): Json {
  return value as Json;
}

/** What a database function returning json answers, in the shape its SQL builds (the catalog only knows "json"). */
export function jsonResult<T>(value: Json): T {
  return value as unknown as T;
}
