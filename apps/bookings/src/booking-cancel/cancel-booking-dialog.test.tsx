// The cancel dialog: a reason is required before anything is sent; the write is status 'cancelled' with the reason;
// a refusal stays in the dialog as the database's words (docs/areas/bookings.md#cancel-not-delete).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, jsonResponse, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import { renderWithQueries } from '../test-support';
import { CancelBookingDialog, REASON_REQUIRED } from './cancel-booking-dialog';

const BOOKING = { id: '3f2a9c1e-7b4d-4e2a-9f00-123456789abc', customer_name: 'Layla Haddad', start_time: '2026-12-02T06:00:00Z', end_time: '2026-12-02T07:00:00Z' };

function renderDialog(answer: (request: FakeRequest) => Response | { id: string }[]) {
  const writes: FakeRequest[] = [];
  installFakeBackend(
    tableRoute('bookings', (request) => {
      writes.push(request);
      return answer(request);
    }),
  );
  const onOpenChange = vi.fn();
  renderWithQueries(<CancelBookingDialog booking={BOOKING} open onOpenChange={onOpenChange} />);
  return { writes, onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

describe('Cancel booking dialog', () => {
  it('names the booking and its time, and says the time frees at once', () => {
    renderDialog(() => [{ id: BOOKING.id }]);
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Cancel the booking of Layla Haddad on Dec 2, 2026, 10:00 AM - 11:00 AM?');
    expect(dialog).toHaveTextContent('Its time becomes free for other bookings at once.');
  });

  it('requires a reason: nothing is sent until one is written', async () => {
    const { writes } = renderDialog(() => [{ id: BOOKING.id }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const reason = screen.getByLabelText('Reason');
    expect(screen.getByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(REASON_REQUIRED);
    await userEvent.type(reason, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(writes).toEqual([]);
    await userEvent.type(reason, 'x');
    expect(screen.queryByText(REASON_REQUIRED)).toBeNull();
  });

  it("writes status 'cancelled' with the trimmed reason, then closes", async () => {
    const { writes, onOpenChange } = renderDialog(() => [{ id: BOOKING.id }]);
    await userEvent.type(screen.getByLabelText('Reason'), '  The customer sold the car ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes).toHaveLength(1);
    expect(writes[0].method).toBe('PATCH');
    expect(writes[0].url.searchParams.get('id')).toBe(`eq.${BOOKING.id}`);
    expect(writes[0].body).toEqual({ status: 'cancelled', cancel_reason: 'The customer sold the car' });
  });

  it("shows a refusal in the dialog and keeps it open with the reason", async () => {
    const { onOpenChange } = renderDialog(() =>
      jsonResponse(403, { code: '42501', message: 'new row violates row-level security policy for table "bookings"', details: null, hint: null }),
    );
    await userEvent.type(screen.getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('new row violates row-level security policy for table "bookings"');
    expect(screen.getByLabelText('Reason')).toHaveValue('Duplicate');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("'Keep booking' closes without writing", async () => {
    const { writes, onOpenChange } = renderDialog(() => [{ id: BOOKING.id }]);
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(writes).toEqual([]);
  });
});
