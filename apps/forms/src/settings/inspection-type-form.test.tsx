import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InspectionTypeForm } from './inspection-type-form';

function setup(props: Partial<Parameters<typeof InspectionTypeForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const utils = render(
    <InspectionTypeForm editing={null} busy={false} serverError={null} onSubmit={onSubmit} onCancelEdit={vi.fn()} {...props} />,
  );
  return { user, onSubmit, ...utils };
}

describe('inspection type form', () => {
  it('shows every required message on an empty submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['English name is required', 'Actual price is required', 'Current price is required', 'Duration is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the range, step and whole-number messages', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/Name \(English\)/), 'Full');
    await user.type(screen.getByLabelText(/Actual Price/), '-1');
    await user.type(screen.getByLabelText(/Current Price/), '1.234');
    await user.type(screen.getByLabelText(/Duration/), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Actual price must be at least 0')).toBeInTheDocument();
    expect(screen.getByText('Current price can have at most 2 decimal places')).toBeInTheDocument();
    expect(screen.getByText('Duration must be a whole number of minutes')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Duration/));
    await user.type(screen.getByLabelText(/Duration/), '0');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Duration must be at least 1 minute')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits converted values with an empty tag as null; price inputs step 0.01', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByLabelText(/Actual Price/)).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText(/Current Price/)).toHaveAttribute('step', '0.01');
    await user.type(screen.getByLabelText(/Name \(English\)/), 'Full');
    await user.type(screen.getByLabelText(/Actual Price/), '500');
    await user.type(screen.getByLabelText(/Current Price/), '449.99');
    await user.type(screen.getByLabelText(/Duration/), '90');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name_en: 'Full', actual_price: 500, current_price: 449.99, duration_minutes: 90, tag: null, name_ar: null, features: [], tag_ar: null, features_ar: [],
    });
  });

  it('prefills when editing, says Update, and shows the server error under the form', () => {
    setup({
      editing: {
        id: 't', name: null, name_en: 'Basic', tag: 'New', duration_minutes: 30, actual_price: 100, current_price: 80, created_at: '', features: [],
      },
      serverError: 'new row violates check constraint',
    });
    expect(screen.getByLabelText(/Name \(English\)/)).toHaveValue('Basic');
    expect(screen.getByLabelText(/Current Price/)).toHaveValue(80);
    expect(screen.getByLabelText('Tag')).toHaveValue('New');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('new row violates check constraint');
  });
});
