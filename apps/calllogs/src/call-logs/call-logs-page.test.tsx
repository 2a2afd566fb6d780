import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { format } from 'date-fns';
import { installFakeBackend, jsonResponse, tableRoute } from '@inspection/platform/testing';
import CallLogsPage from './call-logs-page';

const now = new Date();
const at = (day: number, hour: number) => format(new Date(now.getFullYear(), now.getMonth(), day, hour, 0, 0), 'yyyy-MM-dd HH:mm:ss');
const call = (phone: string, type: string, time: string, name = '', duration = '0') => ['', phone, type, duration, name, time];

/** A sheet of the current month (days 1–3 so it is in range whatever today is) plus one call last month. */
function sheet(): string[][] {
  const lastMonth = format(new Date(now.getFullYear(), now.getMonth() - 1, 15, 10), 'yyyy-MM-dd HH:mm:ss');
  return [
    ['save_time', 'phone_number', 'call_type', 'duration', 'contact_name', 'call_time'],
    call('+971501234567', 'INCOMING', at(1, 9), '', '120'),
    call('+971501234567', 'Missed', at(2, 9)),
    call('0559876543', 'missed', at(1, 10), 'Sara K'),
    call('0559876543', 'OUTGOING', at(2, 10), 'Sara K', '60'),
    call('+971 52 111 2222', 'rejected', at(3, 11), 'Tow Truck Dispatch'),
    call('0541112222', 'incoming', lastMonth, 'Old Caller', '30'),
  ];
}

let rows: string[][];
let failures: Record<string, number>;
let ranges: string[];

beforeAll(() => {
  // jsdom has no layout: give the virtualised list's scroller a size.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 66 });
});

beforeEach(() => {
  rows = sheet();
  failures = {};
  ranges = [];
  installFakeBackend(
    tableRoute('contacts', () => [{ id: 'c-ahmed', full_name: 'Ahmed Al Mansouri', phone_number: '0501234567', email: null, created_at: '2026-11-01T00:00:00Z' }]),
    ({ url }) => {
      if (!url.pathname.startsWith('/sheets/v4/spreadsheets/call-logs-demo/values/')) return undefined;
      const range = decodeURIComponent(url.pathname.split('/values/')[1]);
      ranges.push(range);
      if (failures[range]) return jsonResponse(failures[range], { error: { message: 'nope' } });
      if (range === "'Call logs'!A:A") return jsonResponse(200, { values: rows.map((r) => [r[0]]) });
      const m = /A(\d+):F(\d+)$/.exec(range)!;
      return jsonResponse(200, { values: rows.slice(Number(m[1]) - 1, Number(m[2])) });
    },
    ({ url }) => (url.pathname.startsWith('/auth/v1/') ? jsonResponse(200, {}) : undefined),
  );
});
afterEach(() => vi.unstubAllGlobals());

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/call-logs']}>
        <Routes>
          <Route path="/call-logs" element={<CallLogsPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Call Logs', () => {
  it("shows 'Loading call logs...' then the four counts of the current month", async () => {
    renderPage();
    expect(screen.getByText('Loading call logs...')).toBeInTheDocument();
    expect(await screen.findByTestId('count-missed')).toHaveTextContent('2');
    expect(screen.getByTestId('count-incoming')).toHaveTextContent('1');
    expect(screen.getByTestId('count-outgoing')).toHaveTextContent('1');
    expect(screen.getByTestId('count-rejected')).toHaveTextContent('1');
    expect(screen.getByText('Missed Calls')).toBeInTheDocument();
    expect(screen.getByText('Rejected Calls')).toBeInTheDocument();
    expect(ranges).toEqual(["'Call logs'!A:A", "'Call logs'!A2:F7"]);
    expect(screen.getByTestId('start-date')).toHaveTextContent(format(new Date(now.getFullYear(), now.getMonth(), 1), 'MMM d, yyyy'));
  });

  it('reads a large sheet in 500-row batches from row 2', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => call(`05000${String(i).padStart(5, '0')}`, 'incoming', at(1, 8)));
    rows = [rows[0], ...many];
    renderPage();
    expect(await screen.findByTestId('count-incoming')).toHaveTextContent('1,200');
    expect(ranges).toEqual(["'Call logs'!A:A", "'Call logs'!A2:F501", "'Call logs'!A502:F1001", "'Call logs'!A1002:F1201"]);
    // 1,200 numbers, but only the groups on screen (plus a few) are in the DOM.
    expect(screen.getByText('(1200 numbers)')).toBeInTheDocument();
    expect(screen.getAllByTestId('call-group').length).toBeLessThan(30);
  });

  it('needs callback: numbers whose latest call is missed or rejected, with name or Unknown, count and last call', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Needs Callback' });
    const entries = within(list).getAllByTestId('callback-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('+971 52 111 2222');
    expect(entries[0]).toHaveTextContent('Tow Truck Dispatch');
    expect(entries[0]).toHaveTextContent('rejected');
    expect(entries[1]).toHaveTextContent('+971 50 123 4567');
    expect(entries[1]).toHaveTextContent('Ahmed Al Mansouri');
    expect(entries[1]).toHaveTextContent('2 calls');
    expect(entries[1]).toHaveTextContent(`Last call: ${format(new Date(now.getFullYear(), now.getMonth(), 2, 9), 'MMM d, yyyy hh:mm a')}`);

    await user.click(within(entries[1]).getAllByRole('button')[0]);
    const table = within(entries[1]).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Call Time', 'Duration', 'Type', 'Contact Name']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(entries[1]).getByRole('link', { name: 'Call +971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
    expect(within(entries[1]).getByRole('link', { name: 'Open Ahmed Al Mansouri' })).toHaveAttribute('href', '/contacts/c-ahmed');
  });

  it("below 1024 px an opened number's calls are two-line cards, the latest first, with the call link", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const user = userEvent.setup();
    renderPage();
    const entries = within(await screen.findByRole('list', { name: 'Needs Callback' })).getAllByTestId('callback-entry');
    await user.click(within(entries[1]).getAllByRole('button')[0]);
    expect(within(entries[1]).queryByRole('table')).not.toBeInTheDocument();
    const calls = within(within(entries[1]).getByRole('list', { name: 'Calls' })).getAllByRole('listitem');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toHaveTextContent(format(new Date(now.getFullYear(), now.getMonth(), 2, 9), 'MMM d, yyyy hh:mm a'));
    expect(calls[1]).toHaveTextContent(format(new Date(now.getFullYear(), now.getMonth(), 1, 9), 'MMM d, yyyy hh:mm a'));
    expect(calls[1]).toHaveTextContent('2m 0s');
    expect(within(entries[1]).getByRole('link', { name: 'Call +971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
  });

  it('groups by number, most recent first; badges; each group toggles on its own; search by name or part of a number', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('count-missed');
    const groups = () => screen.getAllByTestId('call-group');
    expect(groups().map((g) => within(g).getAllByText(/^\+?\d[\d ]+$/)[0].textContent)).toEqual(['+971 52 111 2222', '+971 55 987 6543', '+971 50 123 4567']);
    expect(within(groups()[0]).getByText('rejected')).toHaveAttribute('data-tone', 'gray');
    expect(within(groups()[1]).getByText('outgoing')).toHaveAttribute('data-tone', 'blue');
    // The number of a CRM contact links to it.
    expect(within(groups()[2]).getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute('href', '/contacts/c-ahmed');

    await user.click(screen.getByRole('button', { name: 'Show calls of +971 55 987 6543' }));
    expect(within(groups()[1]).getByRole('table')).toBeInTheDocument();
    expect(within(groups()[0]).queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show calls of +971 52 111 2222' }));
    expect(within(groups()[0]).getByRole('table')).toBeInTheDocument();
    expect(within(groups()[1]).getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide calls of +971 55 987 6543' }));
    expect(within(groups()[1]).queryByRole('table')).not.toBeInTheDocument();
    expect(within(groups()[0]).getByRole('table')).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Search by phone number or contact name...');
    await user.type(search, 'sara');
    expect(groups()).toHaveLength(1);
    expect(groups()[0]).toHaveTextContent('+971 55 987 6543');
    await user.clear(search);
    await user.type(search, '050 123');
    expect(groups()).toHaveLength(1);
    expect(groups()[0]).toHaveTextContent('+971 50 123 4567');
    await user.clear(search);
    await user.type(search, '9876');
    expect(groups()[0]).toHaveTextContent('Sara K');
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No call logs found.')).toBeInTheDocument();
  });

  it("an unknown number offers 'Add to CRM' with the number and name", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('count-missed');
    await user.click(screen.getByRole('button', { name: 'Show calls of +971 52 111 2222' }));
    await user.click(within(screen.getAllByTestId('call-group')[0]).getByRole('link', { name: 'Add to CRM' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/crm?addContact=%2B971+52+111+2222&name=Tow+Truck+Dispatch');
  });

  it("a sheet of one row or fewer: 'No calls need callback' and 'No call logs found.'", async () => {
    rows = [rows[0]];
    renderPage();
    expect(await screen.findByText('No calls need callback')).toBeInTheDocument();
    expect(screen.getByText('No call logs found.')).toBeInTheDocument();
    expect(screen.getByTestId('count-missed')).toHaveTextContent('0');
    expect(ranges).toEqual(["'Call logs'!A:A"]);
  });

  it('says what failed: the row count or a batch', async () => {
    failures["'Call logs'!A:A"] = 500;
    const first = renderPage();
    expect(await screen.findByText('Failed to fetch call logs. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch total rows')).toBeInTheDocument();
    first.unmount();

    failures = { "'Call logs'!A2:F7": 503 };
    renderPage();
    expect(await screen.findByText('Failed to fetch batch from rows 2-7')).toBeInTheDocument();
  });
});
