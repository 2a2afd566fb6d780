// The dashboard's error texts, word for word; they name the spreadsheet service.
export const INVALID_SHEET_FORMAT_MESSAGE = 'Invalid data format received from Google Sheets';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
/** Logged (console.error, not shown) when a booking's report cannot be read (docs/areas/reports.md#the-buyers-report). */
export const REPORT_QUERY_FAILED_LOG = 'Failed to fetch marked inspection data';
export const NO_REPORTS_MESSAGE = 'No vehicle reports found.';

export function sheetsApiErrorMessage(status: number, message: string): string {
  return `Google Sheets API error (${status}): ${message}`;
}

export function dashboardLoadErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE;
  return `Failed to load vehicle reports: ${detail}`;
}

export const WEBHOOK_FETCH_FAILED_MESSAGE = 'Failed to fetch webhook data';
export const WEBHOOK_GENERIC_ERROR_MESSAGE = 'An error occurred';

/** Webhook page: the thrown error's message, else 'An error occurred'. */
export function webhookErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : WEBHOOK_GENERIC_ERROR_MESSAGE;
}
