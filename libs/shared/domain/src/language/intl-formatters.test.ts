import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formatters';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const time = dateTimeFormat('en-US', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hour12: true });
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hour12: true })).toBe(time);
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hour12: true })).not.toBe(time);
    expect(dateTimeFormat('ar-AE-u-nu-arab', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hour12: true })).not.toBe(time);
    expect(time.format(new Date('2026-11-21T06:00:00Z'))).toBe('10:00 AM');
  });

  it('formats numbers as a new formatter would', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(numberFormat('en-US', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(58275.25)).toBe('58,275.3');
    expect(numberFormat('ar-AE-u-nu-arab', { maximumFractionDigits: 1 }).format(58275)).toBe('٥٨٬٢٧٥');
  });
});
