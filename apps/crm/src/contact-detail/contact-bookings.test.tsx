import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import ContactDetailPage from './contact-detail-page';
import { contact, installCrmBackend, lead, renderScreen, type FakeDb } from '../test-support';

let db: FakeDb;
beforeEach(() => {
  db = {
    contacts: [{ ...contact('c1', 'Rami Aziz', '+971583334455'), email: 'rami@example.com' }],
    leads: [lead('l1', 'c1', '2026-11-01T10:00:00Z', { vehicle_make: 'Lexus', vehicle_model: 'RX', vehicle_year: 2019 })],
    writes: [],
    bookings: [
      { id: 'b2', start_time: '2026-11-24T06:00:00Z', status: 'completed', vehicle_make: 'Lexus', vehicle_model: 'RX', vehicle_year: 2019,
        inspection_type: 'Standard Inspection', lead_id: 'l1', report_published: true, overall_score: 8.7 },
      { id: 'b1', start_time: null, status: 'scheduled', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: null,
        inspection_type: null, lead_id: null, report_published: false, overall_score: null },
    ],
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("Contact details, bookings and 'Book inspection'", () => {
  it('lists the contact\'s bookings with links to their details and published reports, in one call', async () => {
    const fetch = installCrmBackend(db);
    renderScreen(<ContactDetailPage />, { path: '/contacts/:id', route: '/contacts/c1' });
    const list = await screen.findByRole('list', { name: 'Bookings and Reports' });
    const items = within(list).getAllByTestId('contact-booking');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Nov 24, 2026, 10:00( AM)?Completed2019 Lexus RX · Standard InspectionBooking detailsView report \(8\.7\/10\)$/),
      'Time to be coordinatedScheduledKia RioBooking details',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Booking details' })).toHaveAttribute('href', '/booking/b2');
    expect(within(items[0]).getByRole('link', { name: /View report/ })).toHaveAttribute('href', '/report/b2');
    expect(within(items[1]).queryByRole('link', { name: /View report/ })).toBeNull();
    const calls = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('contact_bookings'));
    expect(calls).toHaveLength(1);
  });

  it('says when there are none', async () => {
    installCrmBackend({ ...db, bookings: [] });
    renderScreen(<ContactDetailPage />, { path: '/contacts/:id', route: '/contacts/c1' });
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
  });

  it("'Book inspection' on a lead opens New Booking prefilled with the contact and the lead's vehicle", async () => {
    installCrmBackend(db);
    renderScreen(<ContactDetailPage />, { path: '/contacts/:id', route: '/contacts/c1' });
    const item = await screen.findByTestId('lead-history-item');
    expect(within(item).getByRole('link', { name: 'Book inspection' })).toHaveAttribute(
      'href',
      '/booking?new=lead&lead=l1&name=Rami+Aziz&phone=%2B971+58+333+4455&email=rami%40example.com&make=Lexus&model=RX&year=2019',
    );
  });
});
