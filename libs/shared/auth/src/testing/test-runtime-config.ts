import type { RuntimeConfig } from '../runtime-config';

/** A complete runtime config for tests, pointing at the given backend. */
export function testRuntimeConfig(backendUrl = 'http://localhost:54321', anonKey = 'anon-key'): RuntimeConfig {
  return {
    backendUrl,
    anonKey,
    remotes: {},
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
