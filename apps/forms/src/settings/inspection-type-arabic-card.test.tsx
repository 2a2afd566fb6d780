// Settings → Inspection Types: the Arabic card (name, tag_ar, features_ar) is edited beside the English one, its inputs
// right to left, under the English lines' rules, and listed on the type.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InspectionType } from '@inspection/forms-domain';
import { InspectionTypeForm } from './inspection-type-form';
import { InspectionTypeList } from './inspection-type-list';

const stored: InspectionType = {
  id: 't', name: 'فحص 120 نقطة', name_en: 'Standard', tag: 'Popular', duration_minutes: 90, actual_price: 499, current_price: 399, created_at: '',
  features: ['Road test'], tag_ar: 'الأكثر طلبًا', features_ar: ['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق'],
};

function setup(editing: InspectionType | null = null) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<InspectionTypeForm editing={editing} busy={false} serverError={null} onSubmit={onSubmit} onCancelEdit={vi.fn()} />);
  const arabicLines = () =>
    within(screen.getByRole('group', { name: 'What’s included (Arabic)' })).queryAllByRole('textbox').map((i) => (i as HTMLInputElement).value);
  return { user, onSubmit, arabicLines };
}

/** Types Arabic the way a keyboard method hands it over: the whole word at once. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name \(English\)/), 'Standard');
  await user.type(screen.getByLabelText(/Actual Price/), '499');
  await user.type(screen.getByLabelText(/Current Price/), '399');
  await user.type(screen.getByLabelText(/Duration/), '90');
}

describe('inspection type form: the Arabic card', { timeout: 15_000 }, () => {
  it('writes the Arabic tag and lines right to left and saves them trimmed, a blank Arabic tag as none', async () => {
    const { user, onSubmit, arabicLines } = setup();
    const tag = screen.getByLabelText('Tag (Arabic)');
    expect(tag).toHaveAttribute('dir', 'rtl');
    expect(tag).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('No Arabic lines yet. The Arabic page shows the English ones.')).toBeInTheDocument();
    await fillRequired(user);
    await enter(user, tag, '  الأكثر طلبًا ');
    await user.click(screen.getByRole('button', { name: 'Add Arabic line' }));
    await enter(user, screen.getByLabelText('Arabic line 1'), ' فحص المحرك وناقل الحركة ');
    await user.click(screen.getByRole('button', { name: 'Add Arabic line' }));
    await enter(user, screen.getByLabelText('Arabic line 2'), 'تجربة قيادة على الطريق');
    expect(screen.getByLabelText('Arabic line 2')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Arabic line 2')).toHaveAttribute('lang', 'ar');
    expect(arabicLines()).toEqual([' فحص المحرك وناقل الحركة ', 'تجربة قيادة على الطريق']);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      tag: null, features: [], tag_ar: 'الأكثر طلبًا', features_ar: ['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق'],
    });
  });

  it('edits the Arabic name right to left, prefilled from the stored one; blank saves none', async () => {
    const { user, onSubmit } = setup(stored);
    const name = screen.getByLabelText('Name (Arabic)');
    expect(name).toHaveValue('فحص 120 نقطة');
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(name).toHaveAttribute('lang', 'ar');
    await user.clear(name);
    await enter(user, name, ' فحص شامل ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name_en: 'Standard', name_ar: 'فحص شامل' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ name_en: 'Standard', name_ar: null });
  });

  it('prefills the stored Arabic card, reorders and removes its lines apart from the English ones', async () => {
    const { user, onSubmit, arabicLines } = setup(stored);
    expect(screen.getByLabelText('Tag (Arabic)')).toHaveValue('الأكثر طلبًا');
    expect(screen.getByLabelText('Line 1')).toHaveValue('Road test');
    expect(arabicLines()).toEqual(['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق']);
    await user.click(screen.getByRole('button', { name: 'Move Arabic line 2 up' }));
    expect(arabicLines()).toEqual(['تجربة قيادة على الطريق', 'فحص المحرك وناقل الحركة']);
    await user.clear(screen.getByLabelText('Tag (Arabic)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      features: ['Road test'], tag_ar: null, features_ar: ['تجربة قيادة على الطريق', 'فحص المحرك وناقل الحركة'],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Arabic line 1' }));
    expect(arabicLines()).toEqual(['فحص المحرك وناقل الحركة']);
  });

  it('refuses a blank Arabic line and one over 100 characters, naming the line', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Arabic line' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Fill in this line or remove it')).toBeInTheDocument();
    expect(screen.getByLabelText('Arabic line 1')).toHaveAttribute('aria-invalid', 'true');
    await enter(user, screen.getByLabelText('Arabic line 1'), 'ب'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Each line can have at most 100 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops adding Arabic lines at 15, the English list apart', async () => {
    const { user } = setup({ ...stored, features_ar: Array.from({ length: 15 }, (_, i) => `سطر ${i + 1}`) });
    expect(screen.getByRole('button', { name: 'Add Arabic line' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add line' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Arabic line 15' }));
    expect(screen.getByRole('button', { name: 'Add Arabic line' })).toBeEnabled();
  });

  it('lists the Arabic tag and lines on the type, right to left', () => {
    render(<InspectionTypeList types={[stored]} editingId={null} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const item = screen.getByTestId('inspection-type-item');
    expect(within(item).getByText('فحص 120 نقطة')).toHaveAttribute('lang', 'ar');
    expect(within(item).getByText('الأكثر طلبًا')).toHaveAttribute('lang', 'ar');
    const list = within(item).getByRole('list', { name: 'Standard includes (Arabic)' });
    expect(list).toHaveAttribute('dir', 'rtl');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق']);
    expect(within(item).getByRole('list', { name: 'Standard includes' })).toHaveTextContent('Road test');
  });
});
