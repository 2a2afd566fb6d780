// A booking's messages on its details, as office staff see them: read through booking_messages (the table is the
// admins'; docs/areas/messages.md#who-reads), no body, the subject as text rather than a link to /messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { installFakeBackend, rpcRoute } from '@inspection/platform/testing';
import { BookingMessages } from './booking-messages';

vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: 'staff', isAdmin: false } }),
}));

const BOOKING = '3f2a9c1e-7b4d-4e2a-9f00-123456789abc';
afterEach(() => vi.unstubAllGlobals());

describe("Booking details, the customer's messages", () => {
  it('reads them through booking_messages and shows kind, status, subject and recipient', async () => {
    const fetch = installFakeBackend(rpcRoute('booking_messages', () => [
      { id: 'm-1', booking_id: BOOKING, kind: 'booking_confirmation', channel: 'email', recipient: 'layla@example.com', language: 'en',
        subject: 'Your vehicle inspection is booked', status: 'failed', attempts: 5, last_error: 'Mailbox unavailable',
        send_after: '2026-11-25T06:00:00Z', sent_at: null, created_at: '2026-11-25T06:00:00Z' },
    ] as never));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><MemoryRouter><BookingMessages bookingId={BOOKING} /></MemoryRouter></QueryClientProvider>);
    const card = await screen.findByLabelText('Messages to the customer');
    expect(await within(card).findByText('Your vehicle inspection is booked')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card).toHaveTextContent('To layla@example.com · attempts 5');
    expect(card).toHaveTextContent('Last error: Mailbox unavailable');
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/booking_messages'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ p_booking_id: BOOKING });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/outbound_messages'))).toBe(false);
  });
});
