import { z } from 'zod';

const url = z.string().url();

/**
 * Shape of /runtime-config.json, served by every web app's origin and read at start.
 * Loose: keys added by a newer deployment pass through untouched instead of being dropped.
 */
export const runtimeConfigSchema = z.looseObject({
  backendUrl: url,
  anonKey: z.string().min(1),
  remotes: z.record(z.string(), url).default({}),
  sheets: z.object({
    baseUrl: url,
    reportsSpreadsheetId: z.string().min(1),
    reportsRange: z.string().min(1),
    callLogsSpreadsheetId: z.string().min(1),
    callLogsSheet: z.string().min(1),
  }),
  webhookUrl: url,
  /** The console (shell) origin, where a remote served on its own sends staff to sign in. */
  consoleUrl: url.optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Checks a parsed JSON value against the runtime config shape; throws a readable error. */
export function parseRuntimeConfig(value: unknown, source = 'runtime config'): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid runtime config from ${source}: ${problems}`);
  }
  return result.data;
}

/** Fetches and validates the runtime config (never cached: a redeploy must be seen on reload). */
export async function loadRuntimeConfig(configUrl = '/runtime-config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(configUrl, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new Error(`Could not load runtime config from ${configUrl}: ${(cause as Error)?.message ?? cause}`, {
      cause,
    });
  }
  if (!response.ok) {
    throw new Error(`Could not load runtime config from ${configUrl}: HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new Error(`Could not load runtime config from ${configUrl}: the response is not JSON`, { cause });
  }
  return parseRuntimeConfig(json, configUrl);
}
