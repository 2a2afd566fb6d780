// The customer's manage link on booking details: built from booking_manage_token and the database's
// public_booking_origin (the messages' own origin), copied with 'Copy link' (docs/areas/bookings.md#the-manage-link).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, jsonResponse, type FakeRoute } from '@inspection/platform/testing';
import { toast } from '@inspection/ui';
import { renderWithQueries } from '../test-support';
import { ManageLink } from './manage-link';

const BOOKING = '3f2a9c1e-7b4d-4e2a-9f00-123456789abc';
const TOKEN = '0123456789abcdef0123456789abcdef';
const rpc = (name: string, answer: unknown): FakeRoute => (request) => (request.path === `rpc/${name}` ? jsonResponse(200, answer) : undefined);

afterEach(() => vi.unstubAllGlobals());

describe("Booking details, the customer's link", () => {
  it('shows {origin}/book/manage/{token} and copies it', async () => {
    const fetch = installFakeBackend(rpc('booking_manage_token', TOKEN), rpc('public_booking_origin', 'https://book.example.com'));
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success');
    renderWithQueries(<ManageLink bookingId={BOOKING} />);
    const link = await screen.findByTestId('manage-link');
    expect(link).toHaveTextContent(`https://book.example.com/book/manage/${TOKEN}`);
    expect(link).toHaveAttribute('href', `https://book.example.com/book/manage/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`https://book.example.com/book/manage/${TOKEN}`);
    expect(success).toHaveBeenCalledWith('Link copied');
    const ask = fetch.mock.calls.find(([url]) => String(url).includes('/rpc/booking_manage_token'));
    expect(JSON.parse(String(ask?.[1]?.body))).toEqual({ p_booking_id: BOOKING });
  });

  it('says so when the copy fails', async () => {
    installFakeBackend(rpc('booking_manage_token', TOKEN), rpc('public_booking_origin', 'http://localhost:4203'));
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    const error = vi.spyOn(toast, 'error');
    renderWithQueries(<ManageLink bookingId={BOOKING} />);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(error).toHaveBeenCalledWith('Could not copy the link. Select it and copy it by hand.');
  });

  it('shows nothing when the reader may not have the link', async () => {
    const fetch = installFakeBackend(rpc('booking_manage_token', null), rpc('public_booking_origin', 'http://localhost:4203'));
    const { container } = renderWithQueries(<ManageLink bookingId={BOOKING} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
