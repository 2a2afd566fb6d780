import type { RuntimeConfig } from './runtime-config';

/**
 * The runtime config for a backend of this repository (the embedded one, or a deployment of it): the sheets and
 * the webhook are served under the backend's own URL. Written once, here, for every builder of runtime-config.json:
 * the tools that serve the apps (tools/dev/runtime-config.ts), the benches and the screen tests.
 */
export function runtimeConfigForBackend(backendUrl: string, anonKey: string, remotes: Record<string, string> = {}): RuntimeConfig {
  return {
    backendUrl,
    anonKey,
    remotes,
    sheets: {
      baseUrl: `${backendUrl}/sheets`,
      reportsSpreadsheetId: 'reports-demo',
      reportsRange: "'Form responses'!A2:Z",
      callLogsSpreadsheetId: 'call-logs-demo',
      callLogsSheet: 'Call logs',
    },
    webhookUrl: `${backendUrl}/functions/v1/sheets-webhook`,
  };
}
