import { describe, expect, it } from 'vitest';
import { bookingInvite, bookingReference } from './booking-invite';

const booking = {
  id: '3f2a9c1e-7b4d-4e2a-9f00-123456789abc',
  start_time: '2026-12-01T06:00:00.000Z', // 10:00 in Dubai
  end_time: '2026-12-01T07:30:00.000Z',
  language: 'en',
  vehicle_year: 2019,
  vehicle_make: 'Toyota',
  vehicle_model: 'Camry',
  reversegeocoded_address: 'Al Wasl Road, Jumeirah, Dubai',
  location_address: 'Villa 12, gate on the left',
  latitude: 25.2,
  longitude: 55.27,
  inspection_type_name: 'Standard 120-point',
};

/** The .ics unfolded (RFC 5545 folds lines at 75 octets with CRLF + space). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('bookingInvite', () => {
  it('is one VEVENT request in UTC: time, title, place, reference, uid', () => {
    const ics = unfold(bookingInvite(booking, 'bookings@example.com')!);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines).toContain('DTSTART:20261201T060000Z');
    expect(lines).toContain('DTEND:20261201T073000Z');
    expect(lines).toContain('SUMMARY:Vehicle inspection – Standard 120-point');
    expect(lines).toContain('UID:3f2a9c1e-7b4d-4e2a-9f00-123456789abc@vehicle-inspection');
    expect(lines).toContain('LOCATION:Al Wasl Road\\, Jumeirah\\, Dubai');
    expect(lines).toContain('GEO:25.2;55.27');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Reference: 3F2A9C1E\\nVehicle: 2019 Toyota Camry\\nDirections: Villa 12\\, gate on the left',
    );
    expect(lines.some((line) => line === 'ORGANIZER;CN="Vehicle inspection":MAILTO:bookings@example.com')).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('speaks Arabic for an Arabic booking', () => {
    const ics = unfold(bookingInvite({ ...booking, language: 'ar', inspection_type_name: 'فحص 120 نقطة' })!);
    expect(ics).toContain('SUMMARY:فحص السيارة – فحص 120 نقطة');
    expect(ics).toContain('DESCRIPTION:رقم الحجز: 3F2A9C1E\\nالسيارة: 2019 Toyota Camry\\nإرشادات الوصول: Villa 12\\, gate on the left');
  });

  it('folds long lines at 75 octets with CRLF', () => {
    const ics = bookingInvite({ ...booking, location_address: 'x'.repeat(200) })!;
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is null for a booking whose time the team coordinates', () => {
    expect(bookingInvite({ ...booking, start_time: null, end_time: null })).toBeNull();
  });

  it('gives the reference as the first 8 characters of the id', () => {
    expect(bookingReference(booking.id)).toBe('3F2A9C1E');
  });
});
