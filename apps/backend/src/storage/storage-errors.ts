// Storage API's error JSON: {statusCode, error, message} with statusCode as text.
import { ERROR_TEXTS } from '@inspection/shared-domain';

// A refusal a screen tells apart carries a stable `code` too, which storage-js hands on as StorageApiError.code
// (docs/decisions/0011-error-codes-not-sentences.md).
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, ...(this.code ? { code: this.code } : {}), message: this.message };
  }
}

/** A write under a booking whose inspection is submitted (docs/areas/inspection.md#photos): its photos are the report's. */
export const photosLocked = () => new StorageHttpError(403, 'Unauthorized', ERROR_TEXTS['errors.photosLocked'], 'photos_locked');

export const objectNotFound = () => new StorageHttpError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageHttpError(404, 'Bucket not found', 'Bucket not found');

/** Text the database cannot hold (NUL) is refused before it reaches a statement. */
export function refuseNul(value: string, what: string): string {
  if (value.includes('\0')) throw new StorageHttpError(400, 'InvalidRequest', `The ${what} must not contain NUL`);
  return value;
}

/**
 * An error a statement raised, as Supabase Storage answers it: data the database refuses (SQLSTATE class 22: a number
 * out of range, text with NUL, …) is the client's error, 400; anything else stays the server's.
 */
export function invalidDataError(error: unknown): StorageHttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('22')) return new StorageHttpError(400, 'InvalidRequest', 'Invalid input');
  return undefined;
}
