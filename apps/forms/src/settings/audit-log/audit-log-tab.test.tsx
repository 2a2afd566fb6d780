import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, rpcRoute, type FakeFetch } from '@inspection/platform/testing';
import type { AuditEntry } from '@inspection/shared-domain';
import { AuditLogTab } from './audit-log-tab';

// 1,000 entries, latest (highest id) first: even ids bookings by the admin, odd ones contacts by the office.
const LOG: AuditEntry[] = Array.from({ length: 1000 }, (_, i): AuditEntry => {
  const id = 1000 - i;
  return {
    id, at: new Date(Date.UTC(2026, 10, 24, 6, 0) - i * 60_000).toISOString(), actor_id: id % 2 ? 'a2' : 'a1',
    actor_email: id % 2 ? 'office@example.com' : 'admin@example.com', table_name: id % 2 ? 'contacts' : 'bookings', row_id: `row-${id}`,
    action: 'update', changes: id % 2 ? { full_name: ['Omar', `Omar ${id}`] } : { notes: [`note ${id - 1}`, `note ${id}`] },
  };
});

type Args = { p_table_name?: string; p_actor_id?: string; p_query?: string; p_before_id?: number; p_limit: number; p_from?: string; p_to?: string };
let fetch: FakeFetch;
const searches = () => fetch.mock.calls.filter(([input]) => String(input).includes('/rpc/search_audit_log')).map(([, init]) => JSON.parse(String(init?.body)) as Args);

beforeEach(() => {
  // jsdom has no layout: the scroller shows 600 px, each row is 76 px.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('aria-label') === 'Audit log entries' ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(76);
  fetch = installFakeBackend(
    rpcRoute('audit_log_actors', [{ actor_id: 'a2', actor_email: 'office@example.com' }, { actor_id: 'a1', actor_email: 'admin@example.com' }]),
    rpcRoute('search_audit_log', (raw) => {
      const args = raw as Args;
      return LOG.filter((e) => (!args.p_table_name || e.table_name === args.p_table_name)
        && (!args.p_actor_id || e.actor_id === args.p_actor_id)
        && (!args.p_before_id || e.id < args.p_before_id)
        && (!args.p_query || JSON.stringify(e.changes).includes(args.p_query))).slice(0, args.p_limit);
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><AuditLogTab /></QueryClientProvider>);
}

describe('Audit Log tab', () => {
  it('lists the newest first, each entry older than the one above (docs/areas/audit.md#where-it-is-shown)', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const times = [...list.querySelectorAll('time')].map((time) => time.getAttribute('dateTime')!);
    expect(times.length).toBeGreaterThan(5);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('reads the first page of 100 from the database and renders only the rows in view', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const rows = within(list).getAllByTestId('audit-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent('Nov 24, 10:00 AMBooking changedby admin@example.com#row-1000Notes: note 999 → note 1000');
    expect(searches()[0]).toEqual({ p_limit: 100 });
  });

  it('filters by table, person and text in the database', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('list', { name: 'Audit log entries' });
    await user.selectOptions(screen.getByLabelText('Table'), 'Contact');
    await user.selectOptions(screen.getByLabelText('Person'), 'office@example.com');
    await user.type(screen.getByLabelText('Search'), 'Omar 997');
    await waitFor(() => expect(searches().at(-1)).toEqual({ p_table_name: 'contacts', p_actor_id: 'a2', p_query: 'Omar 997', p_limit: 100 }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
    expect(screen.getByTestId('audit-row')).toHaveTextContent('Contact changedby office@example.com#row-997Full name: Omar → Omar 997');
  });

  it('sends the date range as business days', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('list', { name: 'Audit log entries' });
    await user.type(screen.getByLabelText('From'), '2026-11-24');
    await waitFor(() => expect(searches().at(-1)).toEqual({ p_from: '2026-11-23T20:00:00.000Z', p_limit: 100 }));
  });

  it('exports every filtered row as CSV, read in pages of 1,000', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:x'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTab();
    await screen.findByRole('list', { name: 'Audit log entries' });
    await user.selectOptions(screen.getByLabelText('Table'), 'Booking');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ p_table_name: 'bookings' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(blob!);
    });
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(501);
    expect(lines[0]).toBe('Time,Person,Table,Row,Action,Changes');
    expect(lines[1]).toBe('2026-11-24 10:00:00,admin@example.com,Booking,row-1000,Booking changed,Notes: note 999 → note 1000');
    expect(searches().filter((a) => a.p_limit === 1000)).toEqual([{ p_table_name: 'bookings', p_limit: 1000 }]);
  });

  it('names the rows a change refers to, read once for the page, instead of showing their ids', async () => {
    const inspector = '55555555-5555-4555-8555-555555555555';
    const entry: AuditEntry = {
      id: 7, at: '2026-11-24T06:00:00.000Z', actor_id: 'a1', actor_email: 'admin@example.com', table_name: 'bookings',
      row_id: '33333333-3333-4333-8333-333333333333', action: 'update', changes: { inspector_id: [null, inspector], status: ['pending', 'in_progress'] },
    };
    const lookups: unknown[] = [];
    fetch = installFakeBackend(
      rpcRoute('audit_log_actors', []),
      rpcRoute('search_audit_log', () => [entry]),
      rpcRoute('audit_reference_names', (args) => (lookups.push(args), [{ id: inspector, name: 'Demo Admin' }])),
    );
    renderTab();
    await waitFor(() => expect(screen.getByTestId('audit-row')).toHaveTextContent('Status: Pending → In Progress · Inspector: — → Demo Admin'));
    expect(screen.getByTestId('audit-row')).not.toHaveTextContent('#55555555');
    expect(lookups).toEqual([{ p_ids: [inspector] }]);
  });
});
