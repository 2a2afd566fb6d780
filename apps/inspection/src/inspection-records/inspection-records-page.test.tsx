import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

const state = vi.hoisted(() => ({ records: {} as Record<string, unknown>, calls: [] as unknown[] }));
vi.mock('@inspection/inspection-data-access', () => ({
  RECORDS_PAGE_SIZE: 20,
  useInspectionRecords: (filters: unknown) => {
    state.calls.push(filters);
    return state.records;
  },
  useLiveForms: () => ({ data: [] }),
  useStartableBookings: () => ({ data: [] }),
  startInspection: vi.fn(),
}));
vi.mock('@inspection/forms-public-api', () => ({
  useForms: () => ({ data: [{ id: 'f1', title: 'Premium Inspection' }] }),
}));

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

const renderPage = () => render(<MemoryRouter><InspectionRecordsPage /></MemoryRouter>);

beforeEach(() => {
  state.calls = [];
});

describe('inspection records', () => {
  it('shows Loading... and No records found', () => {
    state.records = { isLoading: true };
    const { unmount } = renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    unmount();
    state.records = { data: { rows: [], total: 0 } };
    renderPage();
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });

  it('lists rows with their columns, date format and actions', () => {
    state.records = { data: { rows: [row(1, 'published'), row(2, 'in_progress')], total: 2 } };
    renderPage();
    expect(screen.getByRole('heading', { name: 'Inspection Records' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Form', 'Vehicle', 'Status', 'Date', 'Actions']);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('00000001')).toBeInTheDocument();
    expect(within(first).getByText('Nissan Patrol 2021')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('Mar 2, 2026 14:05')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/inspection/b1');
    expect(within(second).getByRole('link', { name: 'Inspect' })).toHaveAttribute('href', '/performinspection/b2');
  });

  it('applies the filters on Search, from the first page', () => {
    state.records = { data: { rows: [row(1, 'published')], total: 45 } };
    renderPage();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(state.calls.at(-1)).toEqual({ page: 1 });
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'f1' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-31' } });
    expect(state.calls.at(-1)).toEqual({ page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(state.calls.at(-1)).toEqual({ formId: 'f1', status: 'published', startDate: '2026-03-01', endDate: '2026-03-31', page: 0 });
  });

  it('opens Start New Inspection', () => {
    state.records = { data: { rows: [], total: 0 } };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New Inspection' }));
    const dialog = screen.getByRole('dialog', { name: 'Start New Inspection' });
    expect(within(dialog).getByRole('button', { name: 'Start Inspection' })).toBeDisabled();
  });
});
