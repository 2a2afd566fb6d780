import { describe, expect, it } from 'vitest';
import { auditActor, auditChanges, auditCsv, auditReferencedIds, auditRowReference, auditSummary, auditValue, type AuditEntry } from './audit-entry';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1, at: '2026-11-24T06:00:00Z', actor_id: 'u1', actor_email: 'admin@example.com', table_name: 'bookings', row_id: 'b1',
  action: 'update', changes: {}, ...over,
});

describe('audit entries in words', () => {
  it('reads a booking time change in the business time zone', () => {
    const moved = entry({ changes: { start_time: ['2026-11-24T06:00:00+00:00', '2026-11-24T07:30:00+00:00'], updated_at: ['a', 'b'] } });
    expect(auditChanges(moved)).toEqual(['Start time: Nov 24, 10:00 AM → Nov 24, 11:30 AM']);
    // As the database sends them (keys by length), a start is still read before its end.
    expect(auditChanges(entry({ changes: { end_time: ['2026-11-24T07:30:00Z', '2026-11-24T09:00:00Z'], start_time: ['2026-11-24T06:00:00Z', '2026-11-24T07:30:00Z'] } })))
      .toEqual(['Start time: Nov 24, 10:00 AM → Nov 24, 11:30 AM', 'End time: Nov 24, 11:30 AM → Nov 24, 01:00 PM']);
    expect(auditSummary(moved)).toBe('Booking changed');
  });

  it('names the changed row by its short reference, never its whole id', () => {
    expect(auditRowReference(entry({ row_id: 'b726ed24-3333-4333-8333-000000000001' }))).toBe('#b726ed24');
  });

  it('lists the values of an insert and a delete, leaving out ids and empty marks', () => {
    expect(auditChanges(entry({ action: 'insert', changes: { id: [null, 'x'], customer_name: [null, 'Sara'], is_override: [null, false] } })))
      .toEqual(['Customer name: Sara', 'Override: No']);
    expect(auditChanges(entry({ action: 'delete', table_name: 'contacts', changes: { full_name: ['Omar', null] } }))).toEqual(['Full name: Omar']);
    expect(auditSummary(entry({ action: 'delete', table_name: 'contacts' }))).toBe('Contact deleted');
  });

  it('names the rows a change refers to when the screen knows them, dates in words, and lists the ids to name', () => {
    const moved = entry({ changes: { inspector_id: [null, '55555555-5555-4555-8555-000000000001'], inspection_type_id: ['11111111-1111-4111-8111-000000000001', '11111111-1111-4111-8111-000000000003'] } });
    expect(auditChanges(moved, 'Asia/Dubai', { names: { '55555555-5555-4555-8555-000000000001': 'Ahmed Khan', '11111111-1111-4111-8111-000000000001': 'Standard 120-point' } }))
      .toEqual(['Inspector: — → Ahmed Khan', 'Inspection type: Standard 120-point → #11111111']);
    expect(auditReferencedIds([moved, entry({ changes: { id: [null, '99999999-9999-4999-8999-000000000009'] } })]))
      .toEqual(['55555555-5555-4555-8555-000000000001', '11111111-1111-4111-8111-000000000001', '11111111-1111-4111-8111-000000000003']);
    expect(auditValue('2026-11-28')).toBe('Nov 28, 2026');
  });

  it('words codes as the screens do: statuses in title case, how and in which language a booking was made', () => {
    expect(auditChanges(entry({ table_name: 'leads', changes: { status: ['new_lead', 'follow_up_later'] } })))
      .toEqual(['Status: New Lead → Follow Up Later']);
    expect(auditChanges(entry({ action: 'insert', changes: { created_via: [null, 'public'], language: [null, 'ar'] } })))
      .toEqual(['Booked through: Online booking', 'Language: العربية']);
    expect(auditChanges(entry({ changes: { status: ['scheduled', 'in_progress'] } }))).toEqual(['Status: Scheduled → In Progress']);
    expect(auditChanges(entry({ table_name: 'leads', changes: { source: ['whatsapp', 'other'] } }), 'Asia/Dubai', { values: { source: { whatsapp: 'WhatsApp' } } }))
      .toEqual(['Source: WhatsApp → other']);
  });

  it('names who did it: the person, a customer booking on /book, or the system (the seed, a job)', () => {
    expect(auditActor(entry({}))).toBe('admin@example.com');
    expect(auditActor(entry({ actor_id: null, actor_email: null, action: 'insert', changes: { created_via: [null, 'public'] } }))).toBe('Customer (online booking)');
    expect(auditActor(entry({ actor_id: null, actor_email: null, action: 'insert', changes: { created_via: [null, 'staff'] } }))).toBe('System');
    expect(auditActor(entry({ actor_id: null, actor_email: null }))).toBe('System');
    expect(auditActor(entry({ actor_id: null, actor_email: null, table_name: 'inspection_types' }))).toBe('System');
  });

  it('summarises answers and shows empty values as a dash', () => {
    expect(auditValue({ entries: 12 })).toBe('12 entries');
    expect(auditValue({ entries: 1 })).toBe('1 entry');
    expect(auditValue(null)).toBe('—');
    expect(auditValue('in_progress')).toBe('In Progress');
    expect(auditValue('not_interested')).toBe('Not Interested');
    expect(auditValue('Gate_3 is open')).toBe('Gate_3 is open');
    expect(auditValue('11111111-1111-4111-8111-000000000001')).toBe('#11111111');
  });

  it('exports CSV with quoted cells and business-zone times', () => {
    const csv = auditCsv([entry({ changes: { notes: ['a, "b"', 'c'] } })]);
    expect(csv).toBe('Time,Person,Table,Row,Action,Changes\r\n2026-11-24 10:00:00,admin@example.com,Booking,b1,Booking changed,"Notes: a, ""b"" → c"\r\n');
  });
});
