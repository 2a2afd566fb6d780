// GoTrue's error JSON. auth-js reads `code` when the response carries
// x-supabase-api-version >= 2024-01-01, and `error_code`/`msg` otherwise; we send both.
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const AUTH_API_VERSION = '2024-01-01';
