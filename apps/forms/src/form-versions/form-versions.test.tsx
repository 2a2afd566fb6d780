import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { installFakeBackend, rpcRoute, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import { Toaster } from '@inspection/ui';
import FormListPage from '../form-list/form-list-page';
import { VersionHistory } from './version-history';

const FAMILY = 'f1';
const FORMS = [
  { id: 'f2', title: 'Full check', status: 'live', version: 2, family_id: FAMILY, created_at: '2026-11-20T08:00:00Z' },
  { id: 'other', title: 'Quick check', status: 'draft', version: 1, family_id: 'other', created_at: '2026-11-10T08:00:00Z' },
  { id: FAMILY, title: 'Full check', status: 'inactive', version: 1, family_id: FAMILY, created_at: '2026-11-01T08:00:00Z' },
];
const eq = (request: FakeRequest, name: string) => request.url.searchParams.get(name)?.replace(/^eq\./, '');

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname} from v{(location.state as { fromVersion?: number } | null)?.fromVersion}</p>;
}

function renderAt(ui: React.ReactElement, path: string, route: string | { pathname: string; state: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('form list by family', () => {
  it("shows each family's latest version with the older ones a click away, and makes a new version of a live form", async () => {
    const fetch = installFakeBackend(
      tableRoute('inspection_forms', () => FORMS),
      rpcRoute('new_form_version', 'f3'),
    );
    renderAt(<FormListPage />, '/formbuilder', '/formbuilder');
    const cards = await screen.findAllByTestId('form-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Full check');
    expect(within(cards[0]).getByText('v2')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Live')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Older versions (1)')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'v1 · Inactive', hidden: true })).toHaveAttribute('href', '/formbuilder/f1');
    // A draft is edited as it is: no new version of it.
    expect(within(cards[1]).queryByRole('button', { name: 'New Version' })).toBeNull();

    await userEvent.setup().click(within(cards[0]).getByRole('button', { name: 'New Version' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/formbuilder/f3 from v2');
    expect(await screen.findByText('New version made from v2')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/new_form_version'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ p_form_id: 'f2' });
  });
});

describe('version history in the editor', () => {
  it('lists the versions latest first, says which version a new draft came from, and reads each as changes from the one before', async () => {
    const versions = [
      { id: 'f3', title: 'Full check', status: 'draft', version: 3, created_at: '2026-11-24T08:00:00Z' },
      { id: 'f2', title: 'Full check', status: 'live', version: 2, created_at: '2026-11-20T08:00:00Z' },
      { id: FAMILY, title: 'Full check', status: 'inactive', version: 1, created_at: '2026-11-01T08:00:00Z' },
    ];
    const option = (label: string, score: number) => ({ label, score, order_index: 0 });
    const paint = (title: string, repainted: number) => ({ stable_id: 'paint', title, order_index: 0, dropdown_options: [option('Original', 10), option('Repainted', repainted)] });
    const fields: Record<string, unknown[]> = {
      f1: [paint('Paint', 4), { stable_id: 'photo', title: 'Photo', order_index: 1, dropdown_options: [] }],
      f2: [paint('Paintwork', 4), { stable_id: 'photo', title: 'Photo', order_index: 1, dropdown_options: [] }],
      f3: [paint('Paintwork', 0), { stable_id: 'tyres', title: 'Tyres', order_index: 2, dropdown_options: [] }],
    };
    installFakeBackend(
      tableRoute('inspection_forms', (request) => (eq(request, 'id') ? [{ family_id: FAMILY }] : eq(request, 'family_id') === FAMILY ? versions : [])),
      tableRoute('form_sections', () => Object.entries(fields).map(([form_id, form_fields]) => ({ form_id, order_index: 0, form_fields })) as never),
    );
    renderAt(<VersionHistory formId="f3" />, '/formbuilder/:id', { pathname: '/formbuilder/f3', state: { fromVersion: 2 } });
    const history = await screen.findByRole('region', { name: 'Version history' });
    await waitFor(() => expect(within(history).getAllByTestId('form-version')).toHaveLength(3));
    expect(within(history).getByText('this is v3 · Draft')).toBeInTheDocument();
    expect(within(history).getByText('v3 is a draft copy of v2. Edit it and go live when ready; v2 stays as it is.')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'v2 · Live' })).toHaveAttribute('href', '/formbuilder/f2');
    expect(within(history).getByRole('link', { name: 'v1 · Inactive' })).toHaveAttribute('href', '/formbuilder/f1');
    const changes = (version: number) => within(within(history).getByRole('list', { name: `Changes in v${version}` })).getAllByRole('listitem').map((li) => li.textContent);
    expect(changes(3)).toEqual(['Added "Tyres"', 'Removed "Photo"', 'Score of "Paintwork", "Repainted": 4 → 0']);
    expect(changes(2)).toEqual(['Renamed "Paint" to "Paintwork"']);
    // A draft gets no 'New Version': it is edited as it is.
    expect(within(history).queryByRole('button', { name: 'New Version' })).toBeNull();
  });
});
