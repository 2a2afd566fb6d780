// GET or POST /functions/v1/sheets-webhook: what the spreadsheet service holds, for the Webhook
// Details page. Needs a staff session or the service key.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { isOfficeClaims } from '../auth/staff-claim';
import { GoogleSheetsError, type SpreadsheetSummary } from '../sheets/spreadsheet-summaries';

export interface SheetsSource {
  /** Said in the answer, so staff can tell demo data from the real spreadsheets. */
  name: string;
  describe: () => Promise<SpreadsheetSummary[]>;
}

export function sheetsWebhook(source: SheetsSource) {
  return async (c: Context<AppEnv>) => {
    const auth = c.get('auth');
    const problem = c.get('tokenProblem');
    if (problem || !c.get('bearer') || !auth || auth.role === 'anon') {
      return c.json({ code: 401, message: problem ? `Invalid JWT: ${problem.message}` : 'Missing authorization header' }, 401);
    }
    if (!isOfficeClaims(auth.claims)) return c.json({ code: 403, message: 'Only staff may read the spreadsheet service' }, 403);
    let spreadsheets: SpreadsheetSummary[];
    try {
      spreadsheets = await source.describe();
    } catch (error) {
      if (error instanceof GoogleSheetsError) return c.json({ code: 502, message: error.message }, 502);
      throw error;
    }
    return c.json({
      status: 'ok',
      source: source.name,
      generated_at: new Date().toISOString(),
      requested_by: auth.role === 'service_role' ? 'service_role' : (auth.claims.email ?? auth.claims.sub),
      spreadsheets,
    });
  };
}
