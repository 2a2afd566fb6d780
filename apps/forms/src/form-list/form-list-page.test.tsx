import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const state = vi.hoisted(() => ({ result: {} as Record<string, unknown> }));

vi.mock('@inspection/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/ui')>()),
  toast: toastMock,
}));
vi.mock('@inspection/forms-data-access', () => ({ useForms: () => state.result }));

import FormListPage from './form-list-page';

const renderList = () =>
  render(
    <MemoryRouter>
      <FormListPage />
    </MemoryRouter>,
  );

beforeEach(() => vi.clearAllMocks());

describe('form list', () => {
  it('shows a spinner while loading', () => {
    state.result = { isPending: true };
    renderList();
    expect(screen.getByRole('status', { name: 'Loading forms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inspection Forms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Form' })).toHaveAttribute('href', '/formbuilder/create');
  });

  it('shows cards in the order given (newest first) with badge, created date and View', () => {
    state.result = {
      isPending: false,
      data: [
        { id: 'b', title: 'Newer', status: 'live', created_at: '2026-03-02T10:00:00Z' },
        { id: 'a', title: 'Older', status: 'draft', created_at: '2026-01-15T10:00:00Z' },
      ],
    };
    renderList();
    const cards = screen.getAllByTestId('form-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Newer', 'Older']);
    expect(within(cards[0]).getByText('Live')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Created: Mar 2, 2026')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/formbuilder/a');
  });

  it('toasts the load failure', () => {
    state.result = { isPending: false, isError: true };
    renderList();
    expect(toastMock.error).toHaveBeenCalledWith('Failed to load forms. Please try again.', expect.anything());
  });
});
