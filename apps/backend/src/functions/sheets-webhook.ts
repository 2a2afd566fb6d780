// GET /functions/v1/sheets-webhook: what the spreadsheet service holds, for the Webhook
// Details page. Needs a staff session or the service key.
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { columnLetters, quoteSheet } from '../sheets/a1-range';
import type { SpreadsheetBook } from '../sheets/spreadsheet-book';

export function sheetsWebhook(book: SpreadsheetBook, mode: 'embedded' | 'google') {
  return (c: Context<AppEnv>) => {
    const auth = c.get('auth');
    const problem = c.get('tokenProblem');
    if (problem || !c.get('bearer') || !auth || auth.role === 'anon') {
      return c.json({ code: 401, message: problem ? `Invalid JWT: ${problem.message}` : 'Missing authorization header' }, 401);
    }
    return c.json({
      status: 'ok',
      source: mode === 'google' ? 'Google Sheets API (forwarded with the server key)' : 'embedded spreadsheet service',
      generated_at: new Date().toISOString(),
      requested_by: auth.role === 'service_role' ? 'service_role' : (auth.claims.email ?? auth.claims.sub),
      spreadsheets: (mode === 'google' ? [] : book.all()).map((spreadsheet) => ({
        spreadsheet_id: spreadsheet.spreadsheetId,
        title: spreadsheet.title,
        last_updated: spreadsheet.builtAt.toISOString(),
        sheets: spreadsheet.sheets.map((sheet) => ({
          name: sheet.title,
          range: `${quoteSheet(sheet.title)}!A1:${columnLetters(Math.max(0, (sheet.rows[0]?.length ?? 1) - 1))}${sheet.rows.length}`,
          row_count: sheet.rows.length,
          data_rows: Math.max(0, sheet.rows.length - 1),
          column_headers: sheet.rows[0] ?? [],
          last_row: sheet.rows[sheet.rows.length - 1] ?? [],
        })),
      })),
    });
  };
}
