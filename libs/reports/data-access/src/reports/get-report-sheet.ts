import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from '@inspection/platform';
import { INVALID_SHEET_FORMAT_MESSAGE, parseReportRows, sheetsApiErrorMessage, type VehicleReport } from '@inspection/reports-domain';
import { sheetValuesUrl, sessionAccessToken, requestSheetValues, sheetValuesBody, type SheetRequestOptions } from '@inspection/sheets';

export const REPORTS_REFETCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ReportSheetSource {
  baseUrl: string;
  spreadsheetId: string;
  range: string;
  apiKey: string;
  /** Only this report's rows (column O): what a buyer's link may read without signing in. */
  reportId?: string;
}

/** A non-OK answer of the spreadsheet service; 4xx answers are not retried. */
export class SheetsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(sheetsApiErrorMessage(status, message));
    this.name = 'SheetsApiError';
  }
}

export function reportSheetSource(reportId?: string): ReportSheetSource {
  const config = getRuntimeConfig();
  return {
    baseUrl: config.sheets.baseUrl,
    spreadsheetId: config.sheets.reportsSpreadsheetId,
    range: config.sheets.reportsRange,
    apiKey: config.anonKey,
    ...(reportId !== undefined ? { reportId } : {}),
  };
}

export function reportSheetUrl(source: ReportSheetSource): string {
  const reportId = source.reportId !== undefined ? `&reportId=${encodeURIComponent(source.reportId)}` : '';
  return `${sheetValuesUrl(source, source.range)}${reportId}`;
}

async function providerMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body?.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not JSON (a proxy's HTML error page): the status text is the best message left.
  }
  return response.statusText || String(response.status);
}

/** The sheet's raw values (rows from 2, columns A–Z). */
export async function fetchReportSheet(
  source: ReportSheetSource = reportSheetSource(),
  init: SheetRequestOptions = {},
): Promise<unknown[]> {
  const response = await requestSheetValues(reportSheetUrl(source), source.apiKey, init);
  if (!response.ok) throw new SheetsApiError(response.status, await providerMessage(response));
  const body = await sheetValuesBody(response);
  if (!body || !Array.isArray(body.values)) throw new Error(INVALID_SHEET_FORMAT_MESSAGE);
  return body.values;
}

export const reportSheetQueryKey = ['reports', 'sheet'] as const;

// Only a server error or a dropped connection may heal on retry; a 4xx or a bad body will not.
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof SheetsApiError ? error.status >= 500 : error instanceof TypeError;
  return transient && failureCount < 2;
}

export function reportSheetQueryOptions(source?: ReportSheetSource, reportId?: string) {
  return queryOptions({
    queryKey: [...reportSheetQueryKey, source?.spreadsheetId ?? 'configured', source?.reportId ?? reportId ?? 'all'],
    queryFn: async ({ signal }) =>
      fetchReportSheet(source ?? reportSheetSource(reportId), { signal, accessToken: await sessionAccessToken() }),
    refetchInterval: REPORTS_REFETCH_INTERVAL_MS,
    retry: shouldRetry,
  });
}

// A stable selector: TanStack Query re-runs it only when the raw values change.
const selectReports = (values: unknown[]): VehicleReport[] => parseReportRows(values);

/**
 * The sheet's reports, polled every 5 minutes; parsing runs once per new payload. With reportId,
 * only that report's rows (a buyer's link works without signing in); without, the whole sheet (staff).
 */
export function useReportSheet(options: { source?: ReportSheetSource; enabled?: boolean; reportId?: string } = {}) {
  return useQuery({
    ...reportSheetQueryOptions(options.source, options.reportId),
    select: selectReports,
    enabled: options.enabled ?? true,
  });
}
