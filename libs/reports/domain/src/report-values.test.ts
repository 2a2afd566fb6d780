import { describe, expect, it } from 'vitest';
import { applyBusinessUnits } from '@inspection/shared-domain';
import { formatReportDateTime, formatReportMileage, formatReportValue, isMileageField, mileageNumber, reportReference } from './report-values';

const DUBAI = 'Asia/Dubai';

describe('report values written for people', () => {
  it('a datetime-local answer is a business-zone wall time: shown in words, not moved', () => {
    expect(formatReportDateTime('2026-11-21T10:00', DUBAI)).toBe('Nov 21, 2026, 10:00 AM');
    expect(formatReportDateTime('2026-11-21 09:05:00', DUBAI)).toBe('Nov 21, 2026, 09:05 AM');
    expect(formatReportDateTime('2026-11-21T10:00', 'America/Los_Angeles')).toBe('Nov 21, 2026, 10:00 AM');
  });

  it('an instant with a zone is shown in the business zone', () => {
    expect(formatReportDateTime('2026-11-21T06:00:00.000Z', DUBAI)).toBe('Nov 21, 2026, 10:00 AM');
    expect(formatReportDateTime('2026-11-21T23:30:00+00:00', DUBAI)).toBe('Nov 22, 2026, 03:30 AM');
  });

  it('anything else is left as written', () => {
    expect(formatReportDateTime('next Tuesday', DUBAI)).toBe('next Tuesday');
    expect(formatReportDateTime('', DUBAI)).toBe('');
  });

  it('mileage: separators and the business’s unit (km by default, even for a field titled miles)', () => {
    expect(formatReportMileage('91984')).toBe('91,984 km');
    expect(formatReportMileage('58,275')).toBe('58,275 km');
    expect(formatReportMileage(' 1200 ')).toBe('1,200 km');
    expect(formatReportMileage('58275', 'ar')).toBe('٥٨٬٢٧٥ كم');
    expect(formatReportMileage('58,275 km')).toBe('58,275 km');
    expect(formatReportMileage('')).toBe('');
  });

  it('mileage in miles and times on a 24-hour clock when the business profile says so', () => {
    applyBusinessUnits({ distanceUnit: 'mi', timeFormat: '24h' });
    try {
      expect(formatReportValue({ title: 'Mileage (km)', value: '91984' }, DUBAI)).toBe('91,984 miles');
      expect(formatReportValue({ title: 'Mileage', value: '58275' }, DUBAI, 'ar')).toBe('٥٨٬٢٧٥ ميلًا');
      expect(formatReportDateTime('2026-11-21T17:05', DUBAI)).toBe('Nov 21, 2026, 17:05');
      expect(formatReportDateTime('2026-11-21T17:05', DUBAI, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٧:٠٥');
    } finally {
      applyBusinessUnits(null);
    }
  });

  it('knows a mileage field by its title', () => {
    expect(['Mileage', 'Odometer reading', 'Current mileage'].every(isMileageField)).toBe(true);
    expect(['Vehicle Model', 'Milestone'].some(isMileageField)).toBe(false);
  });

  it('formats each answer by its kind', () => {
    expect(formatReportValue({ title: 'Inspection Date and Time', value: '2026-11-21T10:00', inputType: 'datetime' }, DUBAI)).toBe('Nov 21, 2026, 10:00 AM');
    expect(formatReportValue({ title: 'Registered', value: '2026-11-21T10:00' }, DUBAI)).toBe('Nov 21, 2026, 10:00 AM');
    expect(formatReportValue({ title: 'Mileage', value: '91984' }, DUBAI)).toBe('91,984 km');
    expect(formatReportValue({ title: 'Vehicle Year', value: '2021' }, DUBAI)).toBe('2021');
    expect(formatReportValue({ title: 'Colour', value: 'White' }, DUBAI)).toBe('White');
  });

  it('the report reference is the booking’s 8-character reference', () => {
    expect(reportReference({ id: '55555555-5555-4555-8555-000000000001', bookingId: 'b726ed24-3333-4333-8333-000000000001' })).toBe('b726ed24');
    expect(reportReference({ id: 'SAMPLE01', bookingId: '' })).toBe('SAMPLE01');
  });
});

describe('report values in Arabic', () => {
  it('dates in Arabic words and digits, in the business zone', () => {
    expect(formatReportValue({ title: 'Inspection Date', value: '2026-11-21T10:00' }, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص');
    expect(formatReportValue({ title: 'Inspection Date', value: '2026-11-21T06:00:00Z' }, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص');
    expect(formatReportValue({ title: 'Colour', value: 'White' }, undefined, 'ar')).toBe('White');
  });
  it('reads the number of a bare mileage answer', () => {
    expect(mileageNumber('58,275')).toBe(58275);
    expect(mileageNumber('58275 km')).toBeNull();
  });
});
