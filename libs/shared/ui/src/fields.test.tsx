import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';

describe('form fields', () => {
  it('labels an input and marks it required', () => {
    render(
      <>
        <Label htmlFor="title" required>
          Title
        </Label>
        <Input id="title" required />
      </>,
    );
    expect(screen.getByLabelText('Title')).toBeRequired();
  });

  it('is a native select', async () => {
    render(
      <>
        <Label htmlFor="type">Type</Label>
        <Select id="type" defaultValue="plain">
          <option value="plain">Plain Text</option>
          <option value="email">Email</option>
        </Select>
      </>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Email');
    expect(screen.getByLabelText('Type')).toHaveValue('email');
  });

  it('toggles a labelled checkbox from its label', async () => {
    render(<Checkbox label="Required" />);
    await userEvent.click(screen.getByText('Required'));
    expect(screen.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  });
});
