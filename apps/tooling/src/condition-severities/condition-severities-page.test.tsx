// Tooling › Condition Severities: the list with each condition's severity, a change saved at once and confirmed,
// and the database's refusal (a member of staff who is not an admin) shown in its words.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConditionSeverityRow } from './condition-severities-data';
import ConditionSeveritiesPage from './condition-severities-page';

const data = vi.hoisted(() => ({ getConditionSeverities: vi.fn(), setConditionSeverity: vi.fn() }));
vi.mock('./condition-severities-data', () => data);

const LIST: ConditionSeverityRow[] = [
  { code: 1, name: 'Accident - Repainted', severity: 'major' },
  { code: 2, name: 'Deep scratches', severity: 'moderate' },
  { code: 7, name: 'Paint Protection Film', severity: 'none' },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConditionSeveritiesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  data.getConditionSeverities.mockReset().mockResolvedValue(LIST);
  data.setConditionSeverity.mockReset().mockResolvedValue(undefined);
});

describe('Condition Severities', () => {
  it("lists each condition with its severity in staff's words", async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Conditions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Accident - Repainted')).toHaveDisplayValue('High (critical repair)');
    expect(screen.getByLabelText('Deep scratches')).toHaveDisplayValue('Medium');
    expect(screen.getByLabelText('Paint Protection Film')).toHaveDisplayValue('Not damage');
    expect(within(screen.getByLabelText('Deep scratches')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not damage', 'Low', 'Medium', 'High (critical repair)',
    ]);
    expect(screen.getByRole('link', { name: 'Condition Severities' })).toBeInTheDocument();
  });

  it('saves a change at once and confirms it', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Deep scratches'), 'High (critical repair)');
    expect(data.setConditionSeverity).toHaveBeenCalledWith(2, 'major');
    expect(await screen.findByRole('status')).toHaveTextContent('Deep scratches: High (critical repair)');
    await waitFor(() => expect(data.getConditionSeverities).toHaveBeenCalledTimes(2));
  });

  it("shows the database's refusal to a member of staff who is not an admin", async () => {
    data.setConditionSeverity.mockRejectedValue({
      code: '42501', message: "Only an admin can change a condition's severity", details: null, hint: 'condition_severity_admin_only',
    });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Paint Protection Film'), 'Low');
    expect(await screen.findByRole('alert')).toHaveTextContent("Only an admin can change a condition's severity");
  });
});
