// Storage API's error JSON: {statusCode, error, message} with statusCode as text.
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const objectNotFound = () => new StorageHttpError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageHttpError(404, 'Bucket not found', 'Bucket not found');
