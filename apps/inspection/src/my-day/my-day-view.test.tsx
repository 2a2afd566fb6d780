import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { installFakeBackend, rpcRoute, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import type { StaffRole } from '@inspection/platform-manifest';
import { MyDayView, NOT_LINKED, NO_BOOKINGS } from './my-day-view';

const ANNA = 'aaaaaaaa-0000-4000-8000-000000000001';
const BEN = 'bbbbbbbb-0000-4000-8000-000000000002';
const NOW = Date.parse('2026-11-25T10:30:00+04:00'); // Wednesday in Dubai
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

function booking(id: string, day: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  return {
    id, customer_name: `Customer ${id}`, customer_phone: '0501234567', vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021,
    location_address: 'Gate 3, near the security cabin', reversegeocoded_address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27,
    start_time: at(day, from), end_time: at(day, to), status: 'scheduled', inspection_type_id: 'type-1',
    inspection_types: { name: 'Standard', name_en: 'Standard Inspection' }, ...extra,
  };
}

const DAYS: Record<string, Record<string, ReturnType<typeof booking>[]>> = {
  [ANNA]: {
    '2026-11-25': [
      booking('a1', '2026-11-25', '08:00', '09:30', { status: 'completed' }),
      booking('a2', '2026-11-25', '11:00', '12:30', { seller_name: 'Omar Haddad', seller_phone: '+971 50 765 4321', notes: 'Seller works nights.\nRing before 10.' }),
      booking('a3', '2026-11-25', '14:00', '15:30', { status: 'in_progress' }),
    ],
    '2026-11-26': [booking('a4', '2026-11-26', '09:00', '10:00')],
  },
  [BEN]: { '2026-11-25': [booking('b1', '2026-11-25', '16:00', '17:00')] },
};

/** The bookings a request asks for: inspector_id=eq.X and start_time from the day's first instant. */
function dayOf(request: FakeRequest) {
  const inspector = request.url.searchParams.get('inspector_id')!.replace('eq.', '');
  const from = request.url.searchParams.get('start_time')!.replace('gte.', '');
  const day = new Date(Date.parse(from) + 4 * 3600_000).toISOString().slice(0, 10);
  return DAYS[inspector]?.[day] ?? [];
}

function PerformProbe() {
  return <p>performing {useParams().bookingId}</p>;
}

function renderDay(role: StaffRole, mine: string | null) {
  const fetch = installFakeBackend(
    rpcRoute('current_inspector_id', mine),
    tableRoute('inspectors', () => [
      { id: ANNA, full_name: 'Anna', active: true },
      { id: BEN, full_name: 'Ben', active: true },
    ]),
    tableRoute('bookings', dayOf),
    tableRoute('inspection_data', (request) =>
      request.method === 'GET' ? [] : [{ id: 'd1', form_id: 'f1', status: 'draft', is_published: false, updated_at: at('2026-11-25', '10:30') }],
    ),
    tableRoute('inspection_forms', () => [{ id: 'f1' }]),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-day']}>
        <Routes>
          <Route path="/my-day" element={<MyDayView role={role} now={() => NOW} />} />
          <Route path="/performinspection/:bookingId" element={<PerformProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('My Day', () => {
  it("shows an inspector today's bookings in time order, with the next one standing out", async () => {
    const fetch = renderDay('inspector', ANNA);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByText(/^Customer/).textContent)).toEqual(['Customer a1', 'Customer a2', 'Customer a3']);
    expect(screen.getByRole('heading', { name: 'My Day' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday, November 25, 2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Inspector')).toBeNull(); // an inspector sees only their own day
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
    expect(within(cards[1]).getByText('Next')).toBeInTheDocument();
    expect(cards.filter((c) => c.getAttribute('aria-current'))).toHaveLength(1);
    const second = within(cards[1]);
    expect(second.getByText('11:00 AM - 12:30 PM')).toBeInTheDocument();
    expect(second.getByText('Nissan Patrol 2021 · Standard Inspection')).toBeInTheDocument();
    expect(second.getByText('Downtown Dubai')).toBeInTheDocument();
    expect(second.getByText('Additional Directions:').parentElement).toHaveTextContent('Additional Directions: Gate 3, near the security cabin');
    expect(second.getByRole('link', { name: 'Open map' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.19,55.27');
    expect(second.getByRole('link', { name: 'Call +971 50 123 4567' })).toHaveAttribute('href', 'tel:0501234567');
    expect(within(cards[0]).getByRole('button', { name: 'View Inspection' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Start Inspection' })).toBeInTheDocument();
    expect(within(cards[2]).getByRole('button', { name: 'Continue Inspection' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/inspectors'))).toBe(false);
  });

  it('switches to tomorrow and yesterday', async () => {
    renderDay('inspector', ANNA);
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByText('Customer a4')).toBeInTheDocument();
    expect(screen.getByText('Thursday, November 26, 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText(NO_BOOKINGS)).toBeInTheDocument();
    expect(screen.getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
  });

  it("shows the seller with a call link and the booking's notes, and asks for them", async () => {
    const fetch = renderDay('inspector', ANNA);
    const cards = await screen.findAllByRole('article');
    const second = within(cards[1]);
    expect(second.getByText('Seller:').parentElement).toHaveTextContent('Seller: Omar Haddad');
    expect(second.getByRole('link', { name: 'Call seller +971 50 765 4321' })).toHaveAttribute('href', 'tel:+971507654321');
    expect(second.getByText('Notes:').parentElement).toHaveTextContent('Notes: Seller works nights. Ring before 10.');
    // A booking without a seller or notes shows neither.
    expect(within(cards[0]).queryByText('Seller:')).toBeNull();
    expect(within(cards[0]).queryByText('Notes:')).toBeNull();
    expect(within(cards[0]).queryByRole('link', { name: /Call seller/ })).toBeNull();
    const select = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('/bookings'))?.[0])).searchParams.get('select');
    expect(select?.split(',')).toEqual(expect.arrayContaining(['seller_name', 'seller_phone', 'notes']));
  });

  it('starts an inspection from the day and opens it', async () => {
    renderDay('inspector', ANNA);
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[1]).getByRole('button', { name: 'Start Inspection' }));
    expect(await screen.findByText('performing a2')).toBeInTheDocument();
  });

  it('lets admins and office staff choose the inspector', async () => {
    renderDay('admin', null);
    expect(await screen.findByText('Customer a1')).toBeInTheDocument(); // the first active inspector
    await userEvent.selectOptions(screen.getByLabelText('Inspector'), 'Ben');
    expect(await screen.findByText('Customer b1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('tells an inspector account without an inspector to ask an admin', async () => {
    renderDay('inspector', null);
    expect(await screen.findByText(NOT_LINKED)).toBeInTheDocument();
  });
});
