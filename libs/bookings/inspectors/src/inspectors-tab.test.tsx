import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, jsonResponse, rpcRoute, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import { InspectorsTab } from './inspectors-tab';

const inspector = (id: string, full_name: string, extra: Record<string, unknown> = {}) => ({
  id, full_name, phone: '+971501112233', user_id: null, active: true, working_days: [0, 1, 2, 3, 4, 5, 6],
  work_start: '08:00:00', work_end: '21:00:00', created_at: '2026-11-01T00:00:00Z', ...extra,
});

function renderTab(canEdit: boolean, deactivation: unknown[] = []) {
  const writes: FakeRequest[] = [];
  let team = [inspector('i1', 'Anna'), inspector('i2', 'Ben', { working_days: [1, 2, 3, 4, 5], work_start: '09:00:00', work_end: '17:00:00' })];
  const fetch = installFakeBackend(
    tableRoute('inspectors', (request) => {
      if (request.method === 'GET') return team;
      writes.push(request);
      if (request.method === 'POST') team = [...team, inspector('i3', (request.body as { full_name: string }).full_name)];
      return jsonResponse(201, null);
    }),
    rpcRoute('deactivate_inspector', (args) => {
      writes.push({ method: 'RPC', body: args } as FakeRequest);
      team = team.map((i) => (i.id === args.p_inspector_id ? { ...i, active: false } : i));
      return deactivation;
    }),
    tableRoute('inspector_time_off', (request) => {
      if (request.method !== 'GET') writes.push(request);
      return request.method === 'GET'
        ? [{ id: 't1', inspector_id: 'i1', starts_at: '2026-11-27T04:00:00Z', ends_at: '2026-11-27T08:00:00Z', reason: 'Training' }]
        : jsonResponse(201, null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InspectorsTab canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return { writes, fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings, Inspectors', () => {
  it('lists the team with working days, hours and status', async () => {
    renderTab(true);
    const table = await screen.findByRole('table', { name: 'Inspectors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Anna', '+971 50 111 2233', 'Every day', '08:00 – 21:00', 'Active'],
      ['Ben', '+971 50 111 2233', 'Mon, Tue, Wed, Thu, Fri', '09:00 – 17:00', 'Active'],
    ]);
  });

  it('below 1024 px shows each inspector as a card with the same actions, and no table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderTab(true);
    const cards = within(await screen.findByRole('list', { name: 'Inspectors' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^AnnaActive\+971 50 111 2233Every day08:00 – 21:00EditTime offDeactivate$/),
      expect.stringMatching(/^BenActive\+971 50 111 2233Mon, Tue, Wed, Thu, Fri09:00 – 17:00EditTime offDeactivate$/),
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[1]).getByRole('button', { name: 'Time off of Ben' })).toBeVisible();
  });

  it('adds an inspector with working days and hours, checking the form first', async () => {
    const { writes } = renderTab(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Inspector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Inspector' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Full Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Full Name/), 'Cara');
    await userEvent.click(within(dialog).getByLabelText('Sat'));
    await userEvent.click(within(dialog).getByLabelText('Sun'));
    await userEvent.clear(within(dialog).getByLabelText('End time'));
    await userEvent.type(within(dialog).getByLabelText('End time'), '07:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('End time must be after the start time')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('End time'));
    await userEvent.type(within(dialog).getByLabelText('End time'), '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cara')).toBeInTheDocument();
    expect(writes[0].method).toBe('POST');
    expect(writes[0].body).toEqual({ full_name: 'Cara', phone: null, working_days: [1, 2, 3, 4, 5], work_start: '08:00', work_end: '18:00' });
  });

  it('deactivates an inspector, reassigning their future bookings and listing the ones nobody can take', async () => {
    const { writes } = renderTab(true, [
      { booking_id: 'b1', start_time: '2026-11-28T06:00:00Z', customer_name: 'Omar Haddad', reassigned_to: 'i2' },
      { booking_id: 'b2', start_time: '2026-11-28T10:00:00Z', customer_name: 'Priya Nair', reassigned_to: null },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Anna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate and reassign' }));
    expect(await within(dialog).findByText('Anna is inactive. 1 future booking reassigned.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Bookings to move' }).parentElement!).getByText('Priya Nair, Nov 28, 2026 02:00 PM')).toBeInTheDocument();
    expect(writes).toEqual([expect.objectContaining({ method: 'RPC', body: { p_inspector_id: 'i1' } })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const anna = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('Anna'))!;
    expect(await within(anna).findByText('Inactive')).toBeInTheDocument();
  });

  it('shows time off and adds an entry in business time', async () => {
    const { writes } = renderTab(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Time off of Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Time off: Anna' });
    expect(await within(dialog).findByText('Nov 27, 2026 08:00 AM – Nov 27, 2026 12:00 PM (Training)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('From'), '2026-12-01T08:00');
    await userEvent.type(within(dialog).getByLabelText('To'), '2026-12-01T13:00');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Dentist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add time off' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].body).toEqual({ inspector_id: 'i1', starts_at: '2026-12-01T04:00:00.000Z', ends_at: '2026-12-01T09:00:00.000Z', reason: 'Dentist' });
  });

  it('lets office staff read the team without changing it', async () => {
    renderTab(false);
    await screen.findByRole('table', { name: 'Inspectors' });
    expect(screen.queryByRole('button', { name: 'Add Inspector' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit|^Deactivate/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Time off of Anna' })).toBeInTheDocument();
  });
});
