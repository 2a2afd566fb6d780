import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WebhookPage from './webhook-page';
import { installFakeBackend, jsonResponse } from '@inspection/platform/testing';
import { renderScreen } from '../test-support';

const WEBHOOK = 'http://backend.test/functions/v1/sheets-webhook';

const ANSWER = {
  status: 'ok',
  source: 'seeded demo book',
  generated_at: '2026-11-29T09:20:00.000Z',
  requested_by: 'admin@example.com',
  spreadsheets: [
    {
      spreadsheet_id: 'reports-demo',
      title: 'Inspection reports',
      last_updated: '2026-11-29T08:00:00.000Z',
      sheets: [
        { name: 'Form responses', range: "'Form responses'!A1:C49", row_count: 49, data_rows: 48, column_headers: ['Customer Name', 'Make', ''], last_row: ['Sara Ali', 'Toyota'] },
        { name: 'Empty', range: "'Empty'!A1:A1", row_count: 1, data_rows: 0, column_headers: ['A'], last_row: ['A'] },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('WebhookPage', () => {
  it('shows the spinner, then the answer in words with the raw JSON folded under Raw', async () => {
    const fetchMock = installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(200, ANSWER) : undefined));
    const user = userEvent.setup();
    renderScreen(<WebhookPage />);
    expect(screen.getByRole('heading', { name: 'Webhook Details' })).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading webhook data' })).toBeInTheDocument();

    const arrived = await screen.findByRole('region', { name: 'What arrived' });
    expect(within(arrived).getByTestId('webhook-status')).toHaveTextContent('Status: OK');
    const overview = within(arrived).getAllByRole('term').map((t) => [t.textContent, t.nextSibling?.textContent]);
    expect(overview).toEqual([
      ['Received', 'Nov 29, 2026, 01:20 PM'],
      ['Source', 'seeded demo book'],
      ['Requested by', 'admin@example.com'],
      ['Spreadsheets', '1'],
    ]);
    const book = screen.getByRole('region', { name: 'Spreadsheet Inspection reports' });
    expect(within(book).getByText('Spreadsheet id').nextSibling).toHaveTextContent('reports-demo');
    expect(within(book).getByText('48 rows of data, 3 columns (\'Form responses\'!A1:C49)')).toBeInTheDocument();
    const latest = within(book).getByLabelText('Form responses: latest row');
    expect(within(latest).getAllByRole('term').map((t) => [t.textContent, t.nextSibling?.textContent])).toEqual([
      ['Customer Name', 'Sara Ali'],
      ['Make', 'Toyota'],
      ['Column 3', '—'],
    ]);
    expect(within(book).getByText('No rows of data yet.')).toBeInTheDocument();

    // The JSON is folded: a closed disclosure named Raw; opened, it holds the pretty-printed answer.
    const raw = screen.getByTestId('webhook-raw');
    expect(raw.tagName).toBe('DETAILS');
    expect(raw).not.toHaveAttribute('open');
    await user.click(within(raw).getByText('Raw'));
    expect(raw).toHaveAttribute('open');
    const pre = screen.getByTestId('webhook-json');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe(JSON.stringify(ANSWER, null, 2));
    // keyboard users can reach and scroll the JSON block
    expect(screen.getByRole('region', { name: 'Webhook response JSON' })).toBe(pre);
    pre.focus();
    expect(pre).toHaveFocus();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === WEBHOOK);
    expect(call?.[1]?.headers).toMatchObject({ apikey: 'anon-key', Authorization: expect.stringMatching(/^Bearer /) });
  });

  it('lists the fields of an answer it does not know, and folds it under Raw too', async () => {
    installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(200, { rows: 3, ready: true, nested: { a: 1 } }) : undefined));
    renderScreen(<WebhookPage />);
    const arrived = await screen.findByRole('region', { name: 'What arrived' });
    expect(within(arrived).getByTestId('webhook-status')).toHaveTextContent('No status given');
    expect(within(arrived).getAllByRole('term').map((t) => [t.textContent, t.nextSibling?.textContent])).toEqual([
      ['Rows', '3'],
      ['Ready', 'Yes'],
    ]);
    expect(screen.getByTestId('webhook-raw')).not.toHaveAttribute('open');
  });

  it("shows 'Failed to fetch webhook data' on a non-OK answer", async () => {
    installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(500, {}) : undefined));
    renderScreen(<WebhookPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch webhook data');
  });

  it('shows the error message when the request throws', async () => {
    installFakeBackend(() => {
      throw new TypeError('Network request failed');
    });
    renderScreen(<WebhookPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
  });

  it("links 'Back to Reports' to /", async () => {
    installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(200, {}) : undefined));
    renderScreen(<WebhookPage />, { path: '/webhook', route: '/webhook' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Reports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
