import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, tableRoute, type FakeRequest } from '@inspection/platform/testing';

import InspectionRecordsPage from './inspection-records-page';

const row = (n: number, status: string) => ({
  id: `0000000${n}-aaaa-4aaa-8aaa-000000000000`,
  booking_id: `b${n}`,
  form_id: 'f1',
  status,
  created_at: '2026-03-02T10:05:00+00:00', // 14:05 in Dubai
  inspection_forms: { title: 'Premium Inspection' },
  bookings: { vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021 },
});

/**
 * The records (one page of `rows` out of `total`, or never answered) on the typed fake backend, with one form for the
 * Form filter and no live form to start. Returns the records requests' query strings, newest last.
 */
function backend(records: { rows: ReturnType<typeof row>[]; total: number } | 'pending') {
  const asked: URLSearchParams[] = [];
  installFakeBackend(
    ({ path, url }: FakeRequest) => {
      if (path !== 'inspection_data') return undefined;
      asked.push(url.searchParams);
      if (records === 'pending') return new Promise<Response>(() => undefined);
      const range = records.rows.length ? `0-${records.rows.length - 1}/${records.total}` : `*/${records.total}`;
      return new Response(JSON.stringify(records.rows), { status: 200, headers: { 'content-type': 'application/json', 'content-range': range } });
    },
    tableRoute('inspection_forms', ({ url }) => (url.searchParams.get('status') === 'eq.live' ? [] : [{ id: 'f1', title: 'Premium Inspection' }])),
  );
  return asked;
}

/** The filters a records request carried, as the page's state named them. */
function filtersOf(query: URLSearchParams) {
  const filters: Record<string, unknown> = {};
  if (query.get('form_id')) filters.formId = query.get('form_id')!.replace('eq.', '');
  if (query.get('status')) filters.status = query.get('status')!.replace('eq.', '');
  const created = query.getAll('created_at');
  const start = created.find((c) => c.startsWith('gte.'));
  const end = created.find((c) => c.startsWith('lt.'));
  if (start) filters.startDate = start.slice(4);
  if (end) filters.endBefore = end.slice(3);
  filters.page = Number(query.get('offset') ?? 0) / Number(query.get('limit'));
  return filters;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InspectionRecordsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('inspection records', () => {
  it('shows Loading... and No records found', async () => {
    backend('pending');
    const { unmount } = renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    backend({ rows: [], total: 0 });
    renderPage();
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('lists rows with their columns, date format and actions', async () => {
    backend({ rows: [row(1, 'published'), row(2, 'in_progress')], total: 2 });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Inspection Records' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Form', 'Vehicle', 'Status', 'Date', 'Actions']);
    await screen.findByText('00000001');
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('00000001')).toBeInTheDocument();
    expect(within(first).getByText('Nissan Patrol 2021')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('Mar 2, 2026 02:05 PM')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/inspection/b1');
    expect(within(second).getByRole('link', { name: 'Inspect' })).toHaveAttribute('href', '/performinspection/b2');
  });

  it('applies the filters on Search, from the first page', async () => {
    const asked = backend({ rows: [row(1, 'published')], total: 45 });
    renderPage();
    expect(await screen.findByText(/Page 1 of 3/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(filtersOf(asked.at(-1)!)).toEqual({ page: 1 }));
    await screen.findByRole('option', { name: 'Premium Inspection' });
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'f1' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-31' } });
    expect(filtersOf(asked.at(-1)!)).toEqual({ page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // End Date 2026-03-31 takes in the whole day: created before 2026-04-01.
    await waitFor(() =>
      // Mar 1 to Mar 31 as Dubai days: from Dubai's midnight starting Mar 1 to the one ending Mar 31.
      expect(filtersOf(asked.at(-1)!)).toEqual({ formId: 'f1', status: 'published', startDate: '2026-02-28T20:00:00.000Z', endBefore: '2026-03-31T20:00:00.000Z', page: 0 }),
    );
  });

  it('lists the newest first, and sorts by a header in the database from the first page, a second press reversing', async () => {
    const asked = backend({ rows: [row(1, 'published')], total: 45 });
    renderPage();
    await screen.findByText('00000001');
    expect(asked.at(-1)!.get('order')).toBe('created_at.desc.nullslast,id.asc');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(filtersOf(asked.at(-1)!)).toEqual({ page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Form' }));
    await waitFor(() => expect(asked.at(-1)!.get('order')).toBe('inspection_forms(title).asc.nullslast,created_at.desc,id.asc'));
    expect(filtersOf(asked.at(-1)!)).toEqual({ page: 0 });
    expect(screen.getByRole('columnheader', { name: /Form/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Form' }));
    await waitFor(() => expect(asked.at(-1)!.get('order')).toBe('inspection_forms(title).desc.nullslast,created_at.desc,id.asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Vehicle' }));
    await waitFor(() =>
      expect(asked.at(-1)!.get('order')).toBe(
        'bookings(vehicle_make).asc.nullslast,bookings(vehicle_model).asc.nullslast,bookings(vehicle_year).asc.nullslast,created_at.desc,id.asc',
      ),
    );
    // Search keeps the order.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)!.get('order')).toMatch(/^bookings\(vehicle_make\)\.asc/));
  });

  it('shows cards below 1024 px with View and Inspect, sorted with the sort control', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const asked = backend({ rows: [row(1, 'published'), row(2, 'in_progress')], total: 2 });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Inspection records' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Nissan Patrol 2021');
    expect(first).toHaveTextContent('Premium Inspection');
    expect(first).toHaveTextContent('Mar 2, 2026 02:05 PM');
    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/inspection/b1');
    expect(within(first).getByRole('link', { name: 'Inspect' })).toHaveAttribute('href', '/performinspection/b1');
    const control = screen.getByRole('group', { name: 'Sort records by' });
    fireEvent.change(within(control).getByRole('combobox', { name: 'Column' }), { target: { value: 'status' } });
    await waitFor(() => expect(asked.at(-1)!.get('order')).toBe('status.desc.nullslast,created_at.desc,id.asc'));
  });

  it('opens Start New Inspection', async () => {
    backend({ rows: [], total: 0 });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New Inspection' }));
    const dialog = screen.getByRole('dialog', { name: 'Start New Inspection' });
    await within(dialog).findByRole('option', { name: 'Select a form' });
    expect(within(dialog).getByRole('button', { name: 'Start Inspection' })).toBeDisabled();
  });
});
