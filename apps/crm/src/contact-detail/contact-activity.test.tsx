import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import ContactDetailPage from './contact-detail-page';
import { contact, installCrmBackend, lead, renderScreen, type FakeDb } from '../test-support';

let db: FakeDb;
beforeEach(() => {
  db = {
    contacts: [contact('c1', 'Omar Saleh', '0501234567')],
    leads: [lead('l1', 'c1', '2026-11-01T10:00:00Z')],
    writes: [],
    activity: [
      { id: 12, at: '2026-11-24T07:30:00Z', actor_id: 'u1', actor_email: 'office@example.com', table_name: 'contacts', row_id: 'c1', action: 'update',
        changes: { phone_number: ['0501234567', '0507654321'] } },
      { id: 11, at: '2026-11-24T06:00:00Z', actor_id: 'u2', actor_email: 'admin@example.com', table_name: 'leads', row_id: 'l1', action: 'insert',
        changes: { status: [null, 'new_lead'], contact_id: [null, 'c1'], lead_source: [null, 'whatsapp'], follow_up_date: [null, '2026-11-28'] } },
    ],
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('Contact details, Activity', () => {
  it('lists who changed the contact and its leads, latest first, with old and new values in words and the business time zone', async () => {
    const fetch = installCrmBackend(db);
    renderScreen(<ContactDetailPage />, { path: '/contacts/:id', route: '/contacts/c1' });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    const entries = await within(activity).findAllByTestId('activity-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Nov 24, 11:30 AMContact changedby office@example.comPhone number: 0501234567 → 0507654321',
      'Nov 24, 10:00 AMLead createdby admin@example.comStatus: New LeadLead source: WhatsAppFollow up date: Nov 28, 2026',
    ]);
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/get_row_activity'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ p_table_name: 'contacts', p_row_id: 'c1' });
  });

  it('says when there is no activity yet', async () => {
    installCrmBackend({ ...db, activity: [] });
    renderScreen(<ContactDetailPage />, { path: '/contacts/:id', route: '/contacts/c1' });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('No activity yet.')).toBeInTheDocument();
  });
});
