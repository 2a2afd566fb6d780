// Start-up failures the CLI prints as one clear line, without a stack trace.
export class StartupError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** The URL without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid URL)';
  }
}
