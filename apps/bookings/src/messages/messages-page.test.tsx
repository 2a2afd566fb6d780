import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { installFakeBackend, restRows, rpcRoute, tableRoute } from '@inspection/platform/testing';
import MessagesPage from './messages-page';

const BOOKING = '3f2a9c1e-7b4d-4e2a-9f00-123456789abc';
const base = { channel: 'email', attempts: 1, last_error: null, sent_at: '2026-11-25T06:00:05Z', send_after: '2026-11-25T06:00:00Z', created_at: '2026-11-25T06:00:00Z' };
const MESSAGES = [
  { ...base, id: 'm-2', booking_id: BOOKING, kind: 'booking_confirmation', recipient: 'layla@example.com', language: 'ar', status: 'failed', attempts: 5,
    last_error: 'Mailbox unavailable', sent_at: null, subject: 'تأكيد حجز الفحص – رقم الحجز 3F2A9C1E', body_text: 'مرحبًا Layla،\n\nشكرًا لحجزك معنا.' },
  { ...base, id: 'm-1', booking_id: null, kind: 'report_ready', recipient: 'omar@example.com', language: 'en', status: 'sent',
    subject: 'Your vehicle inspection report is ready', body_text: 'Hello Omar,' },
] as const;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/messages']}>
        <MessagesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
beforeEach(() => {
  // jsdom has no layout: the list's scroller shows 600 px, each row is 84 px.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('aria-label') === 'Messages' ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(84);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/messages', () => {
  it('lists the newest first (docs/areas/messages.md#who-reads)', async () => {
    const older = { ...MESSAGES[1], id: 'm-0', created_at: '2026-11-20T06:00:00Z', subject: 'Older message' };
    const newer = { ...MESSAGES[1], id: 'm-9', created_at: '2026-11-28T06:00:00Z', subject: 'Newer message' };
    const fetch = installFakeBackend(
      tableRoute('outbound_messages', (request) => {
        // The database's order: as the request asks.
        const newestFirst = request.url.searchParams.get('order')?.startsWith('created_at.desc');
        return restRows(request, newestFirst ? [newer, older] : [older, newer]) as never;
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Newer message'), expect.stringContaining('Older message')]);
    expect(fetch.mock.calls.some(([input]) => new URL(String(input)).searchParams.get('order')?.startsWith('created_at.desc'))).toBe(true);
  });

  it('lists, searches and opens a message with its status, attempts, error, text and calendar invite; Resend requeues it', async () => {
    const fetch = installFakeBackend(
      tableRoute('outbound_messages', (request) => {
        const id = request.url.searchParams.get('id')?.replace('eq.', '');
        return restRows(request, id ? MESSAGES.filter((m) => m.id === id) : MESSAGES) as never;
      }),
      tableRoute('bookings', () => [{
        id: BOOKING, start_time: '2026-12-01T06:00:00+00:00', end_time: '2026-12-01T07:30:00+00:00', language: 'ar', vehicle_year: 2019,
        vehicle_make: 'Toyota', vehicle_model: 'Camry', reversegeocoded_address: 'Al Wasl Road', location_address: null, latitude: null, longitude: null,
        inspection_types: { name: 'فحص 120 نقطة', name_en: 'Standard 120-point' },
      }] as never),
      rpcRoute('resend_outbound_message', () => null),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByText('2 messages')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Search messages'), { target: { value: 'layla' } });
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    fireEvent.click(within(list).getByText('تأكيد حجز الفحص – رقم الحجز 3F2A9C1E'));

    const detail = await screen.findByLabelText('Message');
    await within(detail).findByText('Failed');
    for (const text of ['layla@example.com', 'العربية', '5']) expect(within(detail).getByText(text)).toBeInTheDocument();
    expect(within(detail).getByRole('alert')).toHaveTextContent('Last error: Mailbox unavailable');
    expect(within(detail).getByText(/شكرًا لحجزك معنا/)).toBeInTheDocument();
    const invite = await within(detail).findByLabelText('Calendar invite');
    expect(invite).toHaveTextContent('DTSTART:20261201T060000Z');
    expect(within(invite).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'invite.ics');

    fireEvent.click(within(detail).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => {
      const call = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/resend_outbound_message'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ p_id: 'm-2' });
    });
  });

  it("labels a booking's new time and its cancellation, and shows the cancellation's METHOD:CANCEL invite", async () => {
    const moved = { ...MESSAGES[1], id: 'm-3', booking_id: BOOKING, kind: 'booking_rescheduled', invite_sequence: 1, subject: 'New time for your vehicle inspection' };
    const cancelled = { ...MESSAGES[1], id: 'm-4', booking_id: BOOKING, kind: 'booking_cancelled', invite_sequence: 2, subject: 'Your vehicle inspection is cancelled' };
    installFakeBackend(
      tableRoute('outbound_messages', (request) => {
        const id = request.url.searchParams.get('id')?.replace('eq.', '');
        return restRows(request, [cancelled, moved].filter((m) => !id || m.id === id)) as never;
      }),
      tableRoute('bookings', () => [{
        id: BOOKING, status: 'cancelled', start_time: '2026-12-01T06:00:00+00:00', end_time: '2026-12-01T07:30:00+00:00', language: 'en',
        vehicle_year: 2019, vehicle_make: 'Toyota', vehicle_model: 'Camry', reversegeocoded_address: null, location_address: null,
        latitude: null, longitude: null, inspection_types: { name: 'فحص 120 نقطة', name_en: 'Standard 120-point' },
      }] as never),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Booking rescheduled')).toBeInTheDocument();
    fireEvent.click(within(list).getByText('Booking cancelled'));
    const invite = await within(await screen.findByLabelText('Message')).findByLabelText('Calendar invite');
    for (const line of ['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2']) expect(invite).toHaveTextContent(line);
  });
});
