// The jump list of the perform screen (docs/areas/inspection.md#moving-around-the-form): an entry per section with
// its progress, one for the car diagram; a jump opens the section and gives its heading the focus.
import '../test-support/fresh-indexeddb';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, tableRoute } from '@inspection/platform/testing';
import { emptyOutbox } from './offline/device-store';
import { InspectionForm } from './inspection-form';
import { testInspection } from './test-inspection';

function renderForm() {
  installFakeBackend(tableRoute('condition_codes', () => [{ condition_name: 'Chipped' }]));
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InspectionForm inspection={testInspection()} outbox={emptyOutbox()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const jumpList = () => within(screen.getByRole('navigation', { name: 'Sections' }));

describe('section jump list', () => {
  it("lists every section with its progress and required inputs left, then the car diagram", () => {
    renderForm();
    expect(jumpList().getAllByRole('button').map((entry) => entry.getAttribute('aria-label') ?? entry.textContent)).toEqual([
      'Vehicle Information, 4/5 answered · 1 required left',
      'Exterior, 0/3 answered · 2 required left',
      'Vehicle Parts Condition0 parts marked',
    ]);
  });

  it('follows the answers', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Paint Condition/, { selector: 'select' }), { target: { value: 'Original' } });
    expect(jumpList().getByRole('button', { name: 'Exterior, 1/3 answered · 1 required left' })).toBeInTheDocument();
  });

  it('opens a collapsed section and focuses its heading button', async () => {
    renderForm();
    const exterior = within(screen.getByRole('region', { name: 'Exterior' })).getByRole('button', { name: /Exterior/ });
    fireEvent.click(exterior);
    expect(exterior).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(jumpList().getByRole('button', { name: /^Exterior/ }));
    await waitFor(() => expect(exterior).toHaveFocus());
    expect(exterior).toHaveAttribute('aria-expanded', 'true');
  });

  it('jumps to the car diagram', { timeout: 20_000 }, async () => {
    renderForm();
    // The diagram's code loads after the form.
    const heading = await screen.findByRole('heading', { name: 'Vehicle Parts Condition' }, { timeout: 10_000 });
    fireEvent.click(jumpList().getByRole('button', { name: /^Vehicle Parts Condition/ }));
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
