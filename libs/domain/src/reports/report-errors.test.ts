import { describe, expect, it } from 'vitest';
import { dashboardLoadErrorMessage, INVALID_SHEET_FORMAT_MESSAGE, sheetsApiErrorMessage } from './report-errors';

describe('dashboard error texts', () => {
  it('builds the spec messages', () => {
    expect(dashboardLoadErrorMessage(new Error(sheetsApiErrorMessage(404, 'Requested entity was not found.')))).toBe(
      'Failed to load vehicle reports: Google Sheets API error (404): Requested entity was not found.',
    );
    expect(dashboardLoadErrorMessage(new Error(INVALID_SHEET_FORMAT_MESSAGE))).toBe(
      'Failed to load vehicle reports: Invalid data format received from Google Sheets',
    );
    expect(dashboardLoadErrorMessage('boom')).toBe('Failed to load vehicle reports: An unexpected error occurred');
  });
});
