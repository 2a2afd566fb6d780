import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTERS, auditSearchArgs } from './audit-filters';

describe('auditSearchArgs', () => {
  it('sends only the filters set', () => {
    expect(auditSearchArgs(NO_AUDIT_FILTERS)).toEqual({});
    expect(auditSearchArgs({ ...NO_AUDIT_FILTERS, table: 'bookings', query: '  Fatima ' })).toEqual({ p_table_name: 'bookings', p_query: 'Fatima' });
  });

  it('reads the date range as whole business days in the business time zone', () => {
    expect(auditSearchArgs({ ...NO_AUDIT_FILTERS, from: '2026-11-24', to: '2026-11-25' })).toEqual({
      p_from: '2026-11-23T20:00:00.000Z', p_to: '2026-11-25T20:00:00.000Z',
    });
  });
});
