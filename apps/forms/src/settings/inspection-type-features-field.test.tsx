import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InspectionTypeForm } from './inspection-type-form';

const stored = {
  id: 't', name: null, name_en: 'Full', tag: null, duration_minutes: 90, actual_price: 500, current_price: 450, created_at: '',
  features: ['200-point check', 'OBD scan', 'Test drive'],
};

function setup(editing: typeof stored | null = null) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<InspectionTypeForm editing={editing} busy={false} serverError={null} onSubmit={onSubmit} onCancelEdit={vi.fn()} />);
  const lines = () => within(screen.getByRole('group', { name: 'What’s included' })).queryAllByRole('textbox').map((i) => (i as HTMLInputElement).value);
  return { user, onSubmit, lines };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name \(English\)/), 'Full');
  await user.type(screen.getByLabelText(/Actual Price/), '500');
  await user.type(screen.getByLabelText(/Current Price/), '450');
  await user.type(screen.getByLabelText(/Duration/), '90');
}

describe('inspection type form: what’s included', () => {
  it('adds lines and saves them trimmed, in order, with the type', async () => {
    const { user, onSubmit, lines } = setup();
    expect(screen.getByText('No lines yet. They are listed on the type’s card.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 1'), ' 200-point check ');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Line 2'), 'OBD scan');
    expect(lines()).toEqual([' 200-point check ', 'OBD scan']);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].features).toEqual(['200-point check', 'OBD scan']);
  });

  it('prefills a stored list, reorders (ends disabled) and removes lines', async () => {
    const { user, onSubmit, lines } = setup(stored);
    expect(lines()).toEqual(['200-point check', 'OBD scan', 'Test drive']);
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move line 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    expect(lines()).toEqual(['200-point check', 'Test drive', 'OBD scan']);
    await user.click(screen.getByRole('button', { name: 'Move line 1 down' }));
    expect(lines()).toEqual(['Test drive', '200-point check', 'OBD scan']);
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(lines()).toEqual(['Test drive', 'OBD scan']);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit.mock.calls[0][0].features).toEqual(['Test drive', 'OBD scan']);
  });

  it('refuses a blank line and a line over 100 characters, naming the line', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Fill in this line or remove it')).toBeInTheDocument();
    expect(screen.getByLabelText('Line 1')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Line 1'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Each line can have at most 100 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops adding at 15 lines', async () => {
    const { user } = setup({ ...stored, features: Array.from({ length: 15 }, (_, i) => `Line ${i}`) });
    expect(screen.getByRole('button', { name: 'Add line' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove line 15' }));
    expect(screen.getByRole('button', { name: 'Add line' })).toBeEnabled();
  });
});
