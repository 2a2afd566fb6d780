// A buyer's link to a spreadsheet report is a token (public.sheet_report_links, migration 0035): the report it
// opens, while staff keep it switched on and unexpired. Read as the database owner, like PostgREST's security
// definer functions: the anonymous role may not read the table.
import type { Database } from '../db/query-interface';

/** The report id (the sheet's column O) a live link token opens, or null. */
export type ReportForLink = (token: string) => Promise<string | null>;

const TOKEN = /^[0-9a-f]{32}$/;

export function sheetReportLinks(db: Database): ReportForLink {
  return async (token) => {
    if (!TOKEN.test(token)) return null;
    const { rows } = await db.query<{ report_id: string }>(
      `select report_id from public.sheet_report_links
        where token = $1 and public_link_enabled and (public_link_expires_at is null or public_link_expires_at > now())`,
      [token],
    );
    return rows[0]?.report_id ?? null;
  };
}
