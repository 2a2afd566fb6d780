// Reading the call-log sheet: a header row, then one call per row in columns A–F
// (save_time, phone_number, call_type, duration, contact_name, call_time), fetched in 500-row batches.
export const CALL_LOG_BATCH_SIZE = 500;
export const CALL_LOG_FIRST_DATA_ROW = 2;
export const CALL_LOG_COLUMNS = { first: 'A', last: 'F' } as const;

export const CALL_LOG_MESSAGES = {
  loading: 'Loading call logs...',
  fetchFailed: 'Failed to fetch call logs. Please try again later.',
  totalRowsFailed: 'Failed to fetch total rows',
  batchFailed: (from: number, to: number) => `Failed to fetch batch from rows ${from}-${to}`,
  empty: 'No call logs found.',
  noCallback: 'No calls need callback',
  searchPlaceholder: 'Search by phone number or contact name...',
  unknownContact: 'Unknown',
} as const;

export interface RowBatch {
  /** First and last sheet row of the batch (1-based, inclusive). */
  from: number;
  to: number;
}

/**
 * The batches that read a sheet of `totalRows` rows (header included): from row 2, 500 rows each.
 * A sheet of one row or fewer has no calls.
 */
export function callLogBatches(totalRows: number, batchSize = CALL_LOG_BATCH_SIZE): RowBatch[] {
  const batches: RowBatch[] = [];
  for (let from = CALL_LOG_FIRST_DATA_ROW; from <= totalRows; from += batchSize) {
    batches.push({ from, to: Math.min(from + batchSize - 1, totalRows) });
  }
  return batches;
}

/** The A1 range of one batch, e.g. 'Call logs'!A2:F501. */
export function callLogBatchRange(sheet: string, batch: RowBatch): string {
  return `${quoteSheetName(sheet)}!${CALL_LOG_COLUMNS.first}${batch.from}:${CALL_LOG_COLUMNS.last}${batch.to}`;
}

/** The first column of the whole sheet, read to count its rows. */
export function callLogCountRange(sheet: string): string {
  return `${quoteSheetName(sheet)}!A:A`;
}

function quoteSheetName(sheet: string): string {
  return `'${sheet.replace(/'/g, "''")}'`;
}
