import { describe, expect, it } from 'vitest';
import { bookingInvite, bookingReference, messageInvite } from './booking-invite';

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
    expect(lines).toContain('SEQUENCE:0');
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

describe('messageInvite', () => {
  const lines = (ics: string) => unfold(ics).split('\r\n');
  const uid = 'UID:3f2a9c1e-7b4d-4e2a-9f00-123456789abc@vehicle-inspection';

  it('gives a new time the same UID, a higher SEQUENCE and the new start', () => {
    const first = messageInvite({ kind: 'booking_confirmation', invite_sequence: 0 }, booking, 'bookings@example.com')!;
    const moved = { ...booking, start_time: '2026-12-02T08:00:00.000Z', end_time: '2026-12-02T09:30:00.000Z' };
    const second = messageInvite({ kind: 'booking_rescheduled', invite_sequence: 1 }, moved, 'bookings@example.com')!;
    expect(first.method).toBe('REQUEST');
    expect(second.method).toBe('REQUEST');
    expect(lines(first.content)).toEqual(expect.arrayContaining([uid, 'SEQUENCE:0', 'METHOD:REQUEST']));
    expect(lines(second.content)).toEqual(expect.arrayContaining([uid, 'SEQUENCE:1', 'METHOD:REQUEST', 'STATUS:CONFIRMED', 'DTSTART:20261202T080000Z', 'DTEND:20261202T093000Z']));
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const cancelled = { ...booking, status: 'cancelled' };
    const invite = messageInvite({ kind: 'booking_cancelled', invite_sequence: 2 }, cancelled, 'bookings@example.com')!;
    expect(invite.method).toBe('CANCEL');
    const ics = lines(invite.content);
    expect(ics).toEqual(expect.arrayContaining([uid, 'SEQUENCE:2', 'METHOD:CANCEL', 'STATUS:CANCELLED', 'DTSTART:20261201T060000Z']));
    expect(ics).not.toContain('METHOD:REQUEST');
    expect(ics.some((line) => line.startsWith('ORGANIZER;'))).toBe(true);
  });

  it('carries no invite for a reminder or a report, for a booking without a time, or for a confirmation of a booking cancelled since', () => {
    expect(messageInvite({ kind: 'booking_reminder', invite_sequence: null }, booking)).toBeNull();
    expect(messageInvite({ kind: 'report_ready', invite_sequence: null }, booking)).toBeNull();
    expect(messageInvite({ kind: 'booking_rescheduled', invite_sequence: 1 }, { ...booking, start_time: null, end_time: null })).toBeNull();
    expect(messageInvite({ kind: 'booking_confirmation', invite_sequence: 0 }, { ...booking, status: 'cancelled' })).toBeNull();
    expect(messageInvite({ kind: 'booking_rescheduled', invite_sequence: 1 }, { ...booking, status: 'cancelled' })).toBeNull();
  });

  it('names the customer as the attendee and the business as the organizer', () => {
    const invite = messageInvite({ kind: 'booking_cancelled', invite_sequence: 1, recipient: 'layla@example.com' },
      { ...booking, business_name: 'Al Safa Vehicle Inspection' }, 'bookings@example.com')!;
    const ics = lines(invite.content);
    expect(ics).toContain('ORGANIZER;CN="Al Safa Vehicle Inspection":MAILTO:bookings@example.com');
    expect(ics).toContain('ATTENDEE;RSVP=FALSE;ROLE="REQ-PARTICIPANT";CN="layla@example.com":mailto:layla@example.com');
  });

  it("repeats none of the words of a booking made on /book: the vehicle's year, no make, model, address or directions", () => {
    const ics = unfold(messageInvite({ kind: 'booking_confirmation', invite_sequence: 0 }, { ...booking, created_via: 'public' })!.content);
    expect(ics).toContain('DESCRIPTION:Reference: 3F2A9C1E\\nVehicle: 2019\r\n');
    for (const words of ['Toyota', 'Camry', 'Al Wasl', 'Villa 12', 'LOCATION:']) expect(ics).not.toContain(words);
  });
});
