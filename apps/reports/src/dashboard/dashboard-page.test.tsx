import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { businessTodayPickerDate } from '@inspection/shared-domain';
import DashboardPage from './dashboard-page';
import { installFakeBackend, jsonResponse, sheetValues } from '@inspection/platform/testing';
import { renderScreen, sheetRow } from '../test-support';

// The dashboard's today is the business time zone's (Dubai's), whatever the machine's zone and time of day.
const todayDate = businessTodayPickerDate();
const today = format(todayDate, 'd/M/yyyy');
const yesterdayDate = new Date(todayDate.getFullYear(), todayDate.getMonth(), todayDate.getDate() - 1);
const yesterday = format(yesterdayDate, 'd/M/yyyy');

const rows = [
  sheetRow({ id: 'R-1', date: `${today} 09:05:00`, make: 'Toyota', model: 'Camry', name: 'Sara Ali', score: '8', mileage: '85000' }),
  sheetRow({ id: 'R-2', date: `${today} 16:40:00`, make: 'Nissan', model: 'Patrol', name: 'John Smith', phone: '', score: '7', photo: '' }),
  sheetRow({ id: 'R-3', date: `${yesterday} 11:00:00`, make: 'BMW', model: 'X5', name: 'Mona', score: '9' }),
  sheetRow({ id: 'R-4', date: '1/1/2020 11:00:00', make: 'Kia', model: 'Rio', name: 'Old', score: '2' }),
];

afterEach(() => vi.unstubAllGlobals());
// jsdom has no scrolling; the virtualised grid calls it when rows are measured.
window.scrollTo = () => {};

describe('DashboardPage', () => {
  beforeEach(() => {
    installFakeBackend(sheetValues(rows));
  });

  it('shows a spinner while loading, then the stats and every report, newest first', async () => {
    renderScreen(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Reports Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-total-inspections')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-average-score')).toHaveTextContent('6.5/10');
    expect(screen.getByTestId('stat-last-30-days')).toHaveTextContent('3');
    expect(screen.getByTestId('selected-date')).toHaveTextContent('All dates');
    expect(screen.queryByRole('button', { name: 'Clear date filter' })).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('report-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/report/R-2', '/report/R-1', '/report/R-3', '/report/R-4']);
    const first = within(cards[1]);
    expect(first.getByRole('heading', { name: '2019 Toyota Camry' })).toBeInTheDocument();
    expect(first.getByText('Sara Ali')).toBeInTheDocument();
    expect(first.getByText('0501234567')).toBeInTheDocument();
    expect(first.getByText('85,000 km')).toBeInTheDocument();
    expect(first.getByText(format(todayDate, 'MMM d, yyyy') + ' 09:05 AM')).toBeInTheDocument();
    expect(first.getByText('View Report')).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('loading', 'lazy');
    // no phone line when the phone is empty; placeholder image when the photo is missing
    expect(within(cards[0]).queryByText('0501234567')).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('binds both search boxes to one value and filters by phone, make, model or name', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />);
    await screen.findAllByTestId('report-card');
    const header = screen.getByPlaceholderText('Search reports...');
    const bar = screen.getByPlaceholderText('Search by name, phone, make, or model...');
    await user.type(header, 'PATROL');
    expect(bar).toHaveValue('PATROL');
    await waitFor(() => expect(screen.getAllByTestId('report-card')).toHaveLength(1));
    expect(screen.getAllByTestId('report-card')).toHaveLength(1);
    await user.clear(bar);
    await user.type(bar, 'sara');
    expect(header).toHaveValue('sara');
    expect(screen.getAllByTestId('report-card')[0]).toHaveAttribute('href', '/report/R-1');
    await user.clear(bar);
    await user.type(bar, 'zzz');
    expect(screen.getByText('No vehicle reports found.')).toBeInTheDocument();
  });

  it('filters by the picked day and clears back to every report', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />);
    await screen.findAllByTestId('report-card');
    await user.click(screen.getByRole('button', { name: 'Filter by Date' }));
    const grid = await screen.findByRole('grid');
    expect(grid.querySelector('th')?.getAttribute('aria-label')).toBe('Sunday');
    const day = grid.querySelector(`[data-day="${format(yesterdayDate, 'yyyy-MM-dd')}"] button`);
    expect(day).not.toBeNull();
    await user.click(day as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByTestId('selected-date')).toHaveTextContent(format(yesterdayDate, 'MMM d, yyyy'));
    expect(screen.getAllByTestId('report-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '2019 BMW X5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear date filter' }));
    expect(screen.getAllByTestId('report-card')).toHaveLength(4);
    expect(screen.getByTestId('selected-date')).toHaveTextContent('All dates');
    expect(screen.queryByRole('button', { name: 'Clear date filter' })).not.toBeInTheDocument();
  });

  it("opens the calendar on the business day, marked as today", async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />);
    await screen.findAllByTestId('report-card');
    await user.click(screen.getByRole('button', { name: 'Filter by Date' }));
    const grid = await screen.findByRole('grid');
    expect(grid.querySelector('[data-today]')?.getAttribute('data-day')).toBe(format(todayDate, 'yyyy-MM-dd'));
  });

  it('shows an icon when a photo fails to load', async () => {
    renderScreen(<DashboardPage />);
    const cards = await screen.findAllByTestId('report-card');
    fireEvent.error(within(cards[0]).getByRole('img'));
    expect(within(cards[0]).getByTestId('photo-failed-icon')).toBeInTheDocument();
  });
});

describe('DashboardPage states', () => {
  it("says 'No vehicle reports found.' for an empty sheet", async () => {
    installFakeBackend(sheetValues([]));
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('No vehicle reports found.')).toBeInTheDocument();
    expect(screen.getByTestId('stat-average-score')).toHaveTextContent('0.0/10');
  });

  it('shows the spreadsheet service error in a red box', async () => {
    installFakeBackend(() => jsonResponse(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }));
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load vehicle reports: Google Sheets API error (404): Requested entity was not found.',
    );
  });

  it('reports a body without values as invalid data', async () => {
    installFakeBackend(() => jsonResponse(200, { range: 'x' }));
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load vehicle reports: Invalid data format received from Google Sheets',
    );
  });

  it('requests the configured range with the anon key', async () => {
    const fetchMock = installFakeBackend(sheetValues([]));
    renderScreen(<DashboardPage />);
    await screen.findByText('No vehicle reports found.');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe("http://backend.test/sheets/v4/spreadsheets/reports-demo/values/'Form%20responses'!A2%3AZ?key=anon-key");
    expect(init?.headers).toEqual({ Accept: 'application/json', apikey: 'anon-key' });
  });

  it('keeps only the rows on screen in the DOM with thousands of reports, and search still finds any of them', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      sheetRow({ id: `M-${i}`, date: `${today} 10:00:00`, make: i === 1999 ? 'Bugatti' : 'Toyota', model: 'Camry', name: `Customer ${i}` }),
    );
    installFakeBackend(sheetValues(many));
    renderScreen(<DashboardPage />);
    await screen.findAllByTestId('report-card');
    const rendered = screen.getAllByTestId('report-card').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(20);
    const items = within(screen.getByRole('list', { name: 'Vehicle reports' })).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    fireEvent.change(screen.getByPlaceholderText('Search reports...'), { target: { value: 'bugatti' } });
    await waitFor(() => expect(screen.getAllByTestId('report-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '2019 Bugatti Camry' })).toBeInTheDocument();
  });
});
