import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, jsonResponse, tableRoute } from '@inspection/platform/testing';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock('@inspection/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/ui')>()),
  toast: toastMock,
}));

import FormListPage from './form-list-page';

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FormListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('form list', () => {
  it('shows a spinner while loading', () => {
    // The list never answers.
    installFakeBackend(({ path }) => (path === 'inspection_forms' ? new Promise<Response>(() => undefined) : undefined));
    renderList();
    expect(screen.getByRole('status', { name: 'Loading forms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inspection Forms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Form' })).toHaveAttribute('href', '/formbuilder/create');
  });

  it('shows cards in the order given (newest first) with badge, created date and View', async () => {
    const fetch = installFakeBackend(
      tableRoute('inspection_forms', () => [
        { id: 'b', title: 'Newer', status: 'live', created_at: '2026-03-02T10:00:00Z' },
        { id: 'a', title: 'Older', status: 'draft', created_at: '2026-01-15T10:00:00Z' },
      ]),
    );
    renderList();
    const cards = await screen.findAllByTestId('form-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Newer', 'Older']);
    expect(within(cards[0]).getByText('Live')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Created: Mar 2, 2026')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/formbuilder/a');
    const asked = new URL(String(fetch.mock.calls[0][0]));
    expect(asked.searchParams.get('order')).toBe('created_at.desc');
  });

  it('toasts the load failure', async () => {
    installFakeBackend(tableRoute('inspection_forms', () => jsonResponse(500, { code: 'XX000', message: 'down' })));
    renderList();
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to load forms. Please try again.', expect.anything()));
  });
});
