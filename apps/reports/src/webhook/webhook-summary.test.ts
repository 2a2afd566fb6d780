import { describe, expect, it } from 'vitest';
import { cellInWords, labelInWords, summariseWebhook } from './webhook-summary';

describe('the webhook answer in words', () => {
  it('names a snake_case sheet header in words and keeps a header already in words', () => {
    expect(labelInWords('save_time')).toBe('Save time');
    expect(labelInWords('phone_number')).toBe('Phone number');
    expect(labelInWords('duration')).toBe('Duration');
    expect(labelInWords('Customer Name')).toBe('Customer Name');
  });

  it("writes a sheet's dates and times in words, as the sheet wrote them, and leaves other text", () => {
    expect(cellInWords('2026-11-29 18:35:34')).toBe('Nov 29, 2026, 06:35 PM');
    expect(cellInWords('2026-11-29T11:47:37')).toBe('Nov 29, 2026, 11:47 AM');
    expect(cellInWords('2026-11-29')).toBe('Nov 29, 2026');
    expect(cellInWords('2026-11-29T09:20:00Z')).toBe('Nov 29, 2026, 01:20 PM');
    expect(cellInWords('Missed')).toBe('Missed');
    expect(cellInWords('0501234567')).toBe('0501234567');
  });

  it("shows a call-log sheet's latest row with labels and times in words", () => {
    const summary = summariseWebhook({
      status: 'ok',
      spreadsheets: [{ title: 'Call logs', sheets: [{ name: 'Call logs', data_rows: 1, column_headers: ['save_time', 'call_type'], last_row: ['2026-11-29 18:35:34', 'Missed'] }] }],
    });
    expect(summary?.spreadsheets[0].sheets[0].latestRow).toEqual([
      { label: 'Save time', value: 'Nov 29, 2026, 06:35 PM' },
      { label: 'Call type', value: 'Missed' },
    ]);
  });
});
