import { describe, expect, it, vi } from 'vitest';

vi.mock('@inspection/platform', () => ({ getRuntimeConfig: vi.fn(), getSupabase: vi.fn() }));

import { fetchReportSheet, reportSheetUrl, type ReportSheetSource } from './get-report-sheet';

const source: ReportSheetSource = {
  baseUrl: 'http://localhost:54321/sheets/',
  spreadsheetId: 'reports-demo',
  range: "'Form responses'!A2:Z",
  apiKey: 'anon-key',
};

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('fetchReportSheet', () => {
  it('calls the Sheets-shaped endpoint with the key as query parameter and apikey header', async () => {
    const fetchMock = vi.fn(async () => json(200, { range: 'x', majorDimension: 'ROWS', values: [['a']] }));
    await expect(fetchReportSheet(source, { fetch: fetchMock })).resolves.toEqual([['a']]);
    expect(reportSheetUrl(source)).toBe(
      "http://localhost:54321/sheets/v4/spreadsheets/reports-demo/values/'Form%20responses'!A2%3AZ?key=anon-key",
    );
    expect(fetchMock).toHaveBeenCalledWith(reportSheetUrl(source), expect.objectContaining({
      headers: { Accept: 'application/json', apikey: 'anon-key' },
    }));
  });
  it("sends the staff session's bearer, and asks for one report's rows with reportId", async () => {
    const fetchMock = vi.fn(async () => json(200, { range: 'x', majorDimension: 'ROWS', values: [['a']] }));
    await fetchReportSheet(source, { fetch: fetchMock, accessToken: 'user-token' });
    expect(fetchMock).toHaveBeenCalledWith(reportSheetUrl(source), expect.objectContaining({
      headers: { Accept: 'application/json', apikey: 'anon-key', Authorization: 'Bearer user-token' },
    }));
    expect(reportSheetUrl({ ...source, reportId: 'RPT 1' })).toBe(
      "http://localhost:54321/sheets/v4/spreadsheets/reports-demo/values/'Form%20responses'!A2%3AZ?key=anon-key&reportId=RPT%201",
    );
  });
  it("reports the provider's message on a non-OK answer", async () => {
    const body = { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } };
    await expect(fetchReportSheet(source, { fetch: async () => json(404, body) })).rejects.toThrow(
      'Google Sheets API error (404): Requested entity was not found.',
    );
  });
  it('falls back to the status text', async () => {
    const fetchMock = async () => new Response('oops', { status: 503, statusText: 'Service Unavailable' });
    await expect(fetchReportSheet(source, { fetch: fetchMock })).rejects.toThrow(
      'Google Sheets API error (503): Service Unavailable',
    );
  });
  it('rejects a body without a values array', async () => {
    await expect(fetchReportSheet(source, { fetch: async () => json(200, { range: 'x' }) })).rejects.toThrow(
      'Invalid data format received from Google Sheets',
    );
  });
});
