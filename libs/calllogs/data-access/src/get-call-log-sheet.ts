// The call-log sheet through the backend's spreadsheet service (no Google key in the browser):
// the first column to count the rows, then columns A–F in 500-row batches from row 2, a few
// batches in flight at a time, each parsed as it arrives.
import { useCallback, useRef, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRuntimeConfig } from '@inspection/platform';
import { CALL_LOG_MESSAGES, callLogBatchRange, callLogBatches, callLogCountRange, parseCallLogRows, type CallLogEntry } from '@inspection/calllogs-domain';
import { sheetValuesUrl, sessionAccessToken, requestSheetValues, sheetValuesBody, type SheetRequestOptions } from '@inspection/sheets';

export interface CallLogSheetSource {
  baseUrl: string;
  spreadsheetId: string;
  sheet: string;
  apiKey: string;
}

export interface CallLogProgress {
  loadedRows: number;
  /** Data rows (header excluded); null until counted. */
  totalRows: number | null;
}

export interface FetchCallLogOptions extends SheetRequestOptions {
  /** Batches in flight at once. */
  concurrency?: number;
  onProgress?: (progress: CallLogProgress) => void;
}

// Six: what a browser opens to one host over HTTP/1.1.
export const CALL_LOG_CONCURRENCY = 6;

export function callLogSheetSource(): CallLogSheetSource {
  const config = getRuntimeConfig();
  return {
    baseUrl: config.sheets.baseUrl,
    spreadsheetId: config.sheets.callLogsSpreadsheetId,
    sheet: config.sheets.callLogsSheet,
    apiKey: config.anonKey,
  };
}

export function callLogValuesUrl(source: CallLogSheetSource, range: string): string {
  return sheetValuesUrl(source, range);
}

async function readValues(source: CallLogSheetSource, range: string, failure: string, options: FetchCallLogOptions): Promise<unknown[]> {
  const response = await requestSheetValues(callLogValuesUrl(source, range), source.apiKey, options);
  if (!response.ok) throw new Error(failure);
  const body = await sheetValuesBody(response);
  if (!body) throw new Error(failure);
  return Array.isArray(body.values) ? body.values : [];
}

/** Every call of the sheet, parsed; a sheet of one row or fewer has none. */
export async function fetchCallLogSheet(source: CallLogSheetSource, options: FetchCallLogOptions = {}): Promise<CallLogEntry[]> {
  const firstColumn = await readValues(source, callLogCountRange(source.sheet), CALL_LOG_MESSAGES.totalRowsFailed, options);
  const batches = callLogBatches(firstColumn.length);
  const totalRows = Math.max(0, firstColumn.length - 1);
  let loadedRows = 0;
  options.onProgress?.({ loadedRows, totalRows });

  const parsed: CallLogEntry[][] = new Array(batches.length);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      const batch = batches[index];
      const rows = await readValues(source, callLogBatchRange(source.sheet, batch), CALL_LOG_MESSAGES.batchFailed(batch.from, batch.to), options);
      parsed[index] = parseCallLogRows(rows);
      loadedRows += batch.to - batch.from + 1;
      options.onProgress?.({ loadedRows, totalRows });
    }
  };
  const workers = Math.min(options.concurrency ?? CALL_LOG_CONCURRENCY, batches.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return parsed.flat();
}

export const callLogSheetQueryKey = ['call-logs', 'sheet'] as const;

export function callLogSheetQueryOptions(onProgress?: (progress: CallLogProgress) => void, source?: CallLogSheetSource) {
  return queryOptions({
    queryKey: [...callLogSheetQueryKey, source?.spreadsheetId ?? 'configured'],
    queryFn: async ({ signal }) =>
      fetchCallLogSheet(source ?? callLogSheetSource(), { signal, accessToken: await sessionAccessToken(), onProgress }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The parsed calls plus how many rows have arrived while the batches load. */
export function useCallLogSheet(source?: CallLogSheetSource) {
  const [progress, setProgress] = useState<CallLogProgress>({ loadedRows: 0, totalRows: null });
  // Progress arrives many times a second on a large sheet; one state update per animation frame is plenty.
  const pending = useRef<CallLogProgress | null>(null);
  const onProgress = useCallback((next: CallLogProgress) => {
    const scheduled = pending.current !== null;
    pending.current = next;
    if (scheduled) return;
    const flush = () => {
      if (pending.current) setProgress(pending.current);
      pending.current = null;
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
    else flush();
  }, []);
  const query = useQuery(callLogSheetQueryOptions(onProgress, source));
  return { ...query, progress };
}
