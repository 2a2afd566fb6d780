// /releases: each remote's releases with the active one and the canary marked, who and when, the note; Roll back and
// Promote after a confirmation; the database's refusal in words; a table from 1024 px, cards below.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRelease } from './releases-data';
import ReleasesPage from './releases-page';

const data = vi.hoisted(() => ({ listReleases: vi.fn(), rollBackRelease: vi.fn(), promoteRelease: vi.fn() }));
vi.mock('./releases-data', async (actual) => ({ ...(await actual<typeof import('./releases-data')>()), ...data }));
const width = vi.hoisted(() => ({ wide: true }));
vi.mock('@inspection/ui', async (actual) => ({ ...(await actual<typeof import('@inspection/ui')>()), useMinWidth: () => width.wide }));

const release = (remote: string, version: string, status: RemoteRelease['status'], more: Partial<RemoteRelease> = {}): RemoteRelease => ({
  id: `${remote}-${version}`,
  remote,
  version,
  status,
  canaryPercent: null,
  note: null,
  publishedByName: 'Admin User',
  publishedAt: '2026-11-29T10:00:00Z',
  activatedAt: status === 'canary' ? null : '2026-11-29T10:00:00Z',
  rolledBackAt: null,
  ...more,
});

const RELEASES: RemoteRelease[] = [
  release('calllogs', '0.2.0+b2', 'active', { note: 'Footer shows the build', activatedAt: '2026-11-29T11:00:00Z' }),
  release('calllogs', '0.1.0+a1', 'retired'),
  release('crm', '1.3.0+c3', 'canary', { canaryPercent: 10, note: 'New lead cards' }),
  release('crm', '1.2.0+b2', 'active'),
  release('crm', '1.1.0+a1', 'retired', { rolledBackAt: '2026-11-29T09:00:00Z' }),
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReleasesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  width.wide = true;
  data.listReleases.mockReset().mockResolvedValue(RELEASES);
  data.rollBackRelease.mockReset().mockResolvedValue(undefined);
  data.promoteRelease.mockReset().mockResolvedValue(undefined);
});

describe('Releases', () => {
  it("lists every remote's releases with status, who and when, and the note", async () => {
    renderPage();
    const crm = await screen.findByRole('table', { name: 'crm releases' });
    const rows = within(crm).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Canary, 10% of sessions', 'Active', 'Rolled back']);
    expect(rows[0]).toHaveTextContent('1.3.0+c3');
    expect(rows[0]).toHaveTextContent('New lead cards');
    expect(rows[0]).toHaveTextContent(/Admin UserNov 29, 2026/);
    const calllogs = screen.getByRole('table', { name: 'calllogs releases' });
    expect(within(calllogs).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Active', 'Retired']);
  });

  it('offers Promote and Roll back on a canary, Roll back on an active release with an earlier one and no canary', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'crm releases' });
    expect(screen.getAllByRole('button', { name: /^(Roll back|Promote)/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Roll back calllogs 0.2.0+b2',
      'Promote crm 1.3.0+c3',
      'Roll back crm 1.3.0+c3',
    ]);
  });

  it('rolls back after a confirmation that says what new sessions get, then reads the list again', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Roll back calllogs 0.2.0+b2' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Roll back calllogs to 0.1.0+a1?');
    expect(dialog).toHaveTextContent('New sessions get 0.1.0+a1 instead of 0.2.0+b2 at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(data.rollBackRelease).toHaveBeenCalledWith('calllogs');
    expect(await screen.findByRole('status')).toHaveTextContent('calllogs: rolled back.');
    await waitFor(() => expect(data.listReleases).toHaveBeenCalledTimes(2));
  });

  it('cancelling changes nothing; Promote asks first too', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Promote crm 1.3.0+c3' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Every new session gets 1.3.0+c3 instead of 1.2.0+b2.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(data.promoteRelease).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Promote crm 1.3.0+c3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Promote' }));
    expect(data.promoteRelease).toHaveBeenCalledWith('crm');
  });

  it("shows the database's refusal in words", async () => {
    data.rollBackRelease.mockRejectedValue({ code: '42501', message: 'Only an admin can publish or roll back a release', hint: 'releases_admin_only' });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Roll back crm 1.3.0+c3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('below 1024 px, one card per release with the same actions', async () => {
    width.wide = false;
    renderPage();
    const crm = await screen.findByRole('list', { name: 'crm releases' });
    expect(within(crm).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(crm).getByRole('button', { name: 'Promote crm 1.3.0+c3' })).toBeInTheDocument();
  });

  it('says when nothing is released yet', async () => {
    data.listReleases.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No releases')).toBeInTheDocument();
  });
});
