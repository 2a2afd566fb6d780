import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PART_CONDITIONS } from './part-conditions';
import { PartConditionsDialog } from './part-conditions-dialog';

describe('PartConditionsDialog', () => {
  it('offers the constant condition list by default, ticked as given, and saves in the list order', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PartConditionsDialog part="hood" initial={['Dented']} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Hood' });
    const group = within(dialog).getByRole('group', { name: 'Conditions of Hood' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(PART_CONDITIONS.length);
    expect(within(dialog).getByLabelText('Dented')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Chipped'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // 'Chipped' stands before 'Dented' in the list.
    expect(onSave).toHaveBeenCalledWith(['Chipped', 'Dented']);
  });

  it('offers the names it is given; unticking removes one; Cancel discards', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(<PartConditionsDialog part="roof" conditionNames={['A', 'B']} initial={['A', 'B']} onSave={onSave} onClose={onClose} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByLabelText('A'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
