import { describe, expect, it } from 'vitest';
import { dashboardLoadErrorMessage, INVALID_SHEET_FORMAT_MESSAGE, sheetsApiErrorMessage } from './report-errors';

describe('dashboard error texts', () => {
  it('builds the product messages', () => {
    expect(dashboardLoadErrorMessage(new Error(sheetsApiErrorMessage(404, 'Requested entity was not found.')))).toBe(
      'Failed to load vehicle reports: Google Sheets API error (404): Requested entity was not found.',
    );
    expect(dashboardLoadErrorMessage(new Error(INVALID_SHEET_FORMAT_MESSAGE))).toBe(
      'Failed to load vehicle reports: Invalid data format received from Google Sheets',
    );
    expect(dashboardLoadErrorMessage('boom')).toBe('Failed to load vehicle reports: An unexpected error occurred');
  });
});

describe('webhook error texts', () => {
  it('uses the error message or the generic text', async () => {
    const { webhookErrorMessage, WEBHOOK_FETCH_FAILED_MESSAGE } = await import('./report-errors');
    expect(webhookErrorMessage(new Error(WEBHOOK_FETCH_FAILED_MESSAGE))).toBe('Failed to fetch webhook data');
    expect(webhookErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(webhookErrorMessage({})).toBe('An error occurred');
  });
});
