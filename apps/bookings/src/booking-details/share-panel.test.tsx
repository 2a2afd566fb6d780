import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { BookingWithType } from '@inspection/bookings-domain';
import { SharePanel } from './share-panel';

const booking = {
  id: 'dc2d0b5d-3333-4333-8333-000000000004', customer_name: 'Fatima', customer_phone: '0504445566', customer_email: null,
  vehicle_make: 'Lexus', vehicle_model: 'LX 570', vehicle_year: 2020, reversegeocoded_address: 'Khalifa City, Abu Dhabi', location_address: 'Villa 12',
  start_time: '2026-11-26T10:00:00Z', end_time: '2026-11-26T13:00:00Z', seller_name: 'Yousef', seller_phone: '0509998877',
  inspection_types: { name: null, name_en: 'Premium', current_price: 749 }, status: 'scheduled',
} as unknown as BookingWithType;

describe('Share panel', () => {
  it('sends the editable buyer message on WhatsApp in a new tab, and clears it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SharePanel booking={booking} />);
    const text = screen.getByLabelText('Buyer message') as HTMLTextAreaElement;
    expect(text.value).toContain('Price: AED 749 + VAT (AED 786.45 incl. 5% VAT)');
    fireEvent.change(text, { target: { value: 'Hi Fatima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/971504445566?text=Hi%20Fatima', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(text.value).toBe('');
    expect(screen.getByRole('button', { name: 'Send on WhatsApp' })).toBeDisabled();
  });
  it("writes the booking's language and signs with the business, once its profile is read", () => {
    const arabic = { ...booking, language: 'ar' } as BookingWithType;
    const { rerender } = render(<SharePanel booking={arabic} />);
    const text = () => (screen.getByLabelText('Buyer message') as HTMLTextAreaElement).value;
    expect(text()).toContain('تم تأكيد حجز فحص مركبتك.');
    rerender(<SharePanel booking={arabic} business={{ name: 'Al Safa Vehicle Inspection', phone: '+97143382200', currency: 'AED' }} />);
    expect(text()).toContain('تم تأكيد حجز فحص مركبتك لدى Al Safa Vehicle Inspection.');
    expect(text()).toContain('لأي استفسار، اتصل بنا على +971 4 338 2200.');
  });
  it('offers the seller tab only with a seller phone', () => {
    const { unmount } = render(<SharePanel booking={booking} />);
    expect(screen.getByRole('tab', { name: 'Seller Message' })).toBeInTheDocument();
    unmount();
    render(<SharePanel booking={{ ...booking, seller_phone: null }} />);
    expect(screen.queryByRole('tab', { name: 'Seller Message' })).toBeNull();
  });
});
