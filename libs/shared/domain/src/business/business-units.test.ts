// The business's units in every formatter: 12-hour times by default, 24-hour when the profile says so; mileage in km
// by default, miles when it says so; in English and Arabic (docs/areas/business-profile.md#units-and-times).
import { afterEach, describe, expect, it } from 'vitest';
import { formatBusinessDateTime, formatBusinessTime, formatTimeRange } from '../time/business-time';
import { businessTimeFormat, resetBusinessTimeFormatForTesting } from '../time/time-format';
import { applyBusinessUnits, businessProfileProblems, parseBusinessProfile } from './business-profile';
import { businessDistanceUnit, formatDistance, resetBusinessDistanceUnitForTesting } from './distance-unit';

const TEN_AM = '2026-11-21T06:00:00Z';  // 10:00 in Dubai
const FIVE_PM = '2026-11-21T13:05:00Z'; // 17:05

afterEach(() => {
  resetBusinessTimeFormatForTesting();
  resetBusinessDistanceUnitForTesting();
});

describe('times on the business clock', () => {
  it("writes 12-hour times by default ('hh:mm a')", () => {
    expect(businessTimeFormat()).toBe('12h');
    expect(formatBusinessTime(TEN_AM)).toBe('10:00 AM');
    expect(formatBusinessTime(FIVE_PM)).toBe('05:05 PM');
    expect(formatTimeRange(TEN_AM, FIVE_PM)).toBe('10:00 AM - 05:05 PM');
    expect(formatBusinessDateTime(FIVE_PM)).toBe('Nov 21, 2026, 05:05 PM');
    expect(formatBusinessTime(FIVE_PM, undefined, 'ar')).toBe('٠٥:٠٥ م');
    expect(formatBusinessDateTime(TEN_AM, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص');
  });

  it('writes 24-hour times when the profile says so', () => {
    applyBusinessUnits({ timeFormat: '24h', distanceUnit: 'km' });
    expect(formatBusinessTime(FIVE_PM)).toBe('17:05');
    expect(formatTimeRange(TEN_AM, FIVE_PM)).toBe('10:00 - 17:05');
    expect(formatBusinessDateTime(FIVE_PM)).toBe('Nov 21, 2026, 17:05');
    expect(formatBusinessTime(FIVE_PM, undefined, 'ar')).toBe('١٧:٠٥');
    expect(formatBusinessDateTime(TEN_AM, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠');
  });

  it('falls back to 12-hour times for an unknown setting or no profile', () => {
    applyBusinessUnits({ timeFormat: 'x' as never, distanceUnit: 'mi' });
    expect(formatBusinessTime(TEN_AM)).toBe('10:00 AM');
    applyBusinessUnits(null);
    expect(businessDistanceUnit()).toBe('km');
  });
});

describe('distances in the business unit', () => {
  it('writes km by default and miles when the profile says so, in both languages', () => {
    expect(formatDistance(58275)).toBe('58,275 km');
    expect(formatDistance(58275, undefined, 'ar')).toBe('٥٨٬٢٧٥ كم');
    applyBusinessUnits({ timeFormat: '12h', distanceUnit: 'mi' });
    expect(formatDistance(58275)).toBe('58,275 miles');
    expect(formatDistance(1)).toBe('1 mile');
    expect(formatDistance(58275, undefined, 'ar')).toBe('٥٨٬٢٧٥ ميلًا');
    expect(formatDistance(5, undefined, 'ar')).toBe('٥ أميال');
  });
});

describe('the business profile', () => {
  it('reads the row as /rest/v1 answers it, with the defaults for unknown units', () => {
    const row = { name: 'Al Safa', phone: '+97143382200', email: '', address: null, logo_url: 'https://x.test/l.png', distance_unit: 'yards', time_format: '24h', currency: 'AED' };
    expect(parseBusinessProfile([row])).toEqual({
      name: 'Al Safa', phone: '+97143382200', email: null, address: null, logoUrl: 'https://x.test/l.png', distanceUnit: 'km', timeFormat: '24h', currency: 'AED',
    });
    expect(parseBusinessProfile([])).toBeNull();
  });

  it("refuses what the table's constraints refuse, with the same keys", () => {
    const good = { name: 'Al Safa Vehicle Inspection', phone: '04 338 2200', email: '', address: '', logoUrl: '', currency: 'AED' };
    expect(businessProfileProblems(good)).toEqual({});
    expect(
      businessProfileProblems({ name: ' ', phone: '12', email: 'not-an-email', address: 'x'.repeat(301), logoUrl: 'javascript:alert(1)', currency: 'aed' }),
    ).toEqual({
      name: 'errors.businessName',
      phone: 'errors.phoneInvalid',
      email: 'errors.email',
      address: 'errors.businessAddress',
      logoUrl: 'errors.businessLogo',
      currency: 'errors.currency',
    });
  });
});
