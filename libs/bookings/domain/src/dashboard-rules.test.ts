import { describe, expect, it } from 'vitest';
import { bookingsOfDay, buildWeekStrip, matchesBookingSearch, matchesInspector, shiftWeek, summariseBookings } from './dashboard-rules';

const now = new Date('2026-11-23T08:00:00Z');

describe('summary counts', () => {
  it('counts total, upcoming (future, not completed or cancelled) and completed', () => {
    expect(
      summariseBookings(
        [
          { start_time: '2026-11-24T06:00:00Z', status: 'scheduled' },
          { start_time: '2026-11-25T06:00:00Z', status: 'cancelled' },
          { start_time: '2026-11-20T06:00:00Z', status: 'completed' },
          { start_time: '2026-11-22T06:00:00Z', status: 'scheduled' },
          { start_time: null, status: 'pending' },
        ],
        now,
      ),
    ).toEqual({ total: 5, upcoming: 1, completed: 1 });
  });
});

describe('week strip', () => {
  const bookings = [
    { start_time: '2026-11-23T05:00:00Z' },
    { start_time: '2026-11-23T21:00:00Z' }, // 01:00 on the 24th in Dubai
    { start_time: '2026-11-29T10:00:00Z' },
    { start_time: null },
  ];
  it('shows 7 days from the first, each with its count in the business zone', () => {
    const strip = buildWeekStrip('2026-11-23', bookings);
    expect(strip).toHaveLength(7);
    expect(strip.map((d) => d.count)).toEqual([1, 1, 0, 0, 0, 0, 1]);
    expect(strip[0]).toMatchObject({ day: '2026-11-23', weekday: 'Mon', dayOfMonth: '23', month: 'Nov' });
  });
  it('moves 7 days back and forth', () => {
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
  });
  it("lists a day's bookings in time order", () => {
    const day = bookingsOfDay([{ start_time: '2026-11-23T10:00:00Z' }, { start_time: '2026-11-23T05:00:00Z' }], '2026-11-23');
    expect(day.map((b) => b.start_time)).toEqual(['2026-11-23T05:00:00Z', '2026-11-23T10:00:00Z']);
  });
});

describe('search', () => {
  const booking = {
    id: 'abcdef12-0000', customer_name: 'Omar Haddad', customer_phone: '0501112233', customer_email: null,
    vehicle_make: 'Toyota', vehicle_model: 'Land Cruiser', vehicle_year: 2019, seller_name: 'Rashid Motors', seller_phone: null,
    reversegeocoded_address: 'Dubai Marina', location_address: null, inspection_types: { name: null, name_en: 'Premium' },
  };
  it('matches every word case-insensitively across customer, vehicle, seller, place, type and short id', () => {
    expect(matchesBookingSearch(booking, '')).toBe(true);
    expect(matchesBookingSearch(booking, 'omar toyota')).toBe(true);
    expect(matchesBookingSearch(booking, 'marina premium 2019')).toBe(true);
    expect(matchesBookingSearch(booking, 'abcdef12')).toBe(true);
    expect(matchesBookingSearch(booking, 'omar nissan')).toBe(false);
  });

  it('finds a number stored in E.164 however it is typed, whole or in part, as list_bookings does', () => {
    const stored = { ...booking, customer_phone: '+971589076543', seller_phone: '+97143398877' };
    for (const typed of ['058 907 6543', '0589076543', '+971 58 907 6543', '00971589076543', '(058) 907-6543',
      '٠٥٨٩٠٧٦٥٤٣', '058 907', '907 6543', 'omar 0589076543', '04 339 8877']) {
      expect(matchesBookingSearch(stored, typed), typed).toBe(true);
    }
    for (const typed of ['058 654 3907', '058 6543', '044 339 8877', 'omar 0581111111']) {
      expect(matchesBookingSearch(stored, typed), typed).toBe(false);
    }
  });
});

describe('the Inspector filter', () => {
  const bookings = [
    { inspector_id: 'b', inspectors: { full_name: 'Ben' } },
    { inspector_id: 'a', inspectors: { full_name: 'Anna' } },
    { inspector_id: 'b', inspectors: { full_name: 'Ben' } },
    { inspector_id: null, inspectors: null },
  ];

  it("keeps everyone, one inspector's bookings, or those without an inspector", () => {
    expect(bookings.filter((b) => matchesInspector(b, ''))).toHaveLength(4);
    expect(bookings.filter((b) => matchesInspector(b, 'b'))).toHaveLength(2);
    expect(bookings.filter((b) => matchesInspector(b, 'none'))).toEqual([{ inspector_id: null, inspectors: null }]);
  });
});
