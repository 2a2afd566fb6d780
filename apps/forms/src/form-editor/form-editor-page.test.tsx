import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { InspectionType } from '@inspection/forms-domain';
import type { EditorTemplate } from '@inspection/form-template-model';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const data = vi.hoisted(() => ({
  template: undefined as EditorTemplate | undefined,
  saveResult: { ok: true as boolean, error: null as unknown },
  save: vi.fn(),
  updateStatus: vi.fn(),
  deleteForm: vi.fn(),
}));

vi.mock('@inspection/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/ui')>()),
  toast: toastMock,
}));

vi.mock('@inspection/forms-data-access', () => {
  const mutation = (fn: (vars: unknown) => void, result: (vars: unknown) => unknown) => ({
    isPending: false,
    mutate: (vars: unknown, opts: { onSuccess?: (r: unknown) => void; onError?: (e: unknown) => void }) => {
      fn(vars);
      if (data.saveResult.ok) opts.onSuccess?.(result(vars));
      else opts.onError?.(data.saveResult.error);
    },
  });
  return {
    useFormTemplate: (id: string | undefined) =>
      id
        ? { data: data.template, isPending: !data.template, isError: false }
        : { data: undefined, isPending: false, isError: false },
    useInspectionTypes: () => ({ data: types, error: null }),
    useSaveFormTemplate: () => mutation(data.save, () => ({ id: 'f1' })),
    useUpdateFormStatus: () =>
      mutation(data.updateStatus, (v) => ({ id: 'f1', status: (v as { status: string }).status, updated_at: 'later' })),
    useDeleteForm: () => mutation(data.deleteForm, () => undefined),
    // The version history has its own tests (form-versions/*.test.tsx); here it stays loading.
    useFormVersions: () => ({ data: undefined, isPending: true, isError: false }),
    useNewFormVersion: () => ({ isPending: false, mutate: vi.fn() }),
    isStaleTemplateError: (e: { code?: string }) => e?.code === 'PT409',
    isAnotherLiveFormError: (e: { code?: string }) => e?.code === '23505',
  };
});

const types: InspectionType[] = [
  { id: 't1', name: null, name_en: 'Full Inspection', tag: 'Popular', duration_minutes: 90, actual_price: 500, current_price: 450, created_at: '' },
  { id: 't2', name: 'Basic', name_en: null, tag: null, duration_minutes: 30, actual_price: 100, current_price: 100, created_at: '' },
];

import FormEditorPage from './form-editor-page';

/** The browser's Back button (the router reacts on a later task; the test waits for what it shows). */
function goBack(router: ReturnType<typeof createMemoryRouter>) {
  void router.navigate(-1);
}

/** The editor under a data router (as in the shell and the standalone page), opened from the form list. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/formbuilder', element: <p>Form list screen</p> },
      { path: '/formbuilder/create', element: <FormEditorPage /> },
      { path: '/formbuilder/:id', element: <FormEditorPage /> },
      { path: '/formbuilder/view/:id', element: <FormEditorPage /> },
    ],
    { initialEntries: ['/formbuilder', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function savedTemplate(status: EditorTemplate['status']): EditorTemplate {
  return {
    id: 'f1',
    title: 'Saved form',
    inspectionTypeId: 't1',
    status,
    updatedAt: '2026-01-01T00:00:00+00:00',
    sections: [
      {
        id: 's1',
        title: 'Exterior',
        fields: [
          {
            id: 'fl1', title: 'Paint', type: 'dropdown', required: true, is120point: true, inputType: 'plain',
            multiple: false, allowMultiple: false, childFields: [],
            options: [{ id: 'o1', label: 'Good', value: 'Good', score: 10 }],
          },
        ],
      },
    ],
  };
}

const sections = () => screen.queryAllByTestId('section-card');

beforeEach(() => {
  vi.clearAllMocks();
  data.template = undefined;
  data.saveResult = { ok: true, error: null };
});

describe('create mode', () => {
  it('shows the heading, buttons, title input and inspection type select with the spec texts', () => {
    renderAt('/formbuilder/create');
    expect(screen.getByRole('heading', { name: 'Create Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Form Title')).toHaveAttribute('placeholder', 'Enter form title');
    const select = screen.getByLabelText('Inspection Type');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an inspection type',
      'Full Inspection (Popular)',
      'Basic',
    ]);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('adds sections, fields of each type, options and sub-fields', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    const section = sections()[0];
    expect(within(section).getByTestId('field-count')).toHaveTextContent('0 fields');
    await user.click(within(section).getByRole('button', { name: 'Add Text Field' }));
    expect(within(section).getByTestId('field-count')).toHaveTextContent('1 field');
    await user.click(within(section).getByRole('button', { name: 'Add Dropdown' }));
    await user.click(within(section).getByRole('button', { name: 'Add Image Upload' }));
    expect(within(section).getByTestId('field-count')).toHaveTextContent('3 fields');

    const [text, dropdown, image] = within(section).getAllByTestId('field-card');
    const inputType = within(text).getByLabelText('Input Type');
    expect(inputType).toHaveValue('plain');
    expect(within(inputType).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Plain Text', 'Email', 'Phone Number', 'Date & Time', 'Number', 'URL',
    ]);
    expect(within(dropdown).getByLabelText('Allow Multiple Selection')).not.toBeChecked();
    expect(within(image).getByLabelText('Allow Multiple Images')).not.toBeChecked();
    expect(within(text).getByLabelText('Required')).not.toBeChecked();

    await user.click(within(dropdown).getByRole('button', { name: 'Add Option' }));
    const option = within(dropdown).getByTestId('dropdown-option');
    expect(within(option).getByLabelText('Label')).toHaveValue('');
    expect(within(option).getByLabelText('Score')).toHaveValue(0);

    await user.click(within(image).getByRole('button', { name: 'Dropdown' }));
    const sub = within(image).getByTestId('sub-field');
    expect(within(sub).getByLabelText('Sub-field title')).toBeInTheDocument();
    expect(within(sub).getByRole('button', { name: 'Add Option' })).toBeInTheDocument();
  });

  it('duplicates a section with " (Copy)" and disables moves at the ends', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.type(within(sections()[0]).getByLabelText('Section title'), 'Engine');
    await user.click(within(sections()[0]).getByRole('button', { name: 'Add Text Field' }));
    await user.click(within(sections()[0]).getByRole('button', { name: 'Duplicate Section' }));

    expect(sections()).toHaveLength(2);
    expect(within(sections()[1]).getByLabelText('Section title')).toHaveValue('Engine (Copy)');
    expect(within(sections()[1]).getByTestId('field-count')).toHaveTextContent('1 field');
    expect(within(sections()[0]).getByRole('button', { name: 'Move section up' })).toBeDisabled();
    expect(within(sections()[0]).getByRole('button', { name: 'Move section down' })).toBeEnabled();
    expect(within(sections()[1]).getByRole('button', { name: 'Move section down' })).toBeDisabled();

    await user.click(within(sections()[0]).getByRole('button', { name: 'Move section down' }));
    expect(within(sections()[0]).getByLabelText('Section title')).toHaveValue('Engine (Copy)');
  });

  it('moves fields with the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(screen.getByRole('button', { name: 'Add Text Field' }));
    await user.click(screen.getByRole('button', { name: 'Add Image Upload' }));
    const [first] = screen.getAllByTestId('field-card');
    within(first).getByRole('button', { name: 'Move field down' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByTestId('field-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Image Upload: Untitled',
      'Text Field: Untitled',
    ]);
  });

  it('offers Paste Field only after a copy, and pastes a copy after the field', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(screen.getByRole('button', { name: 'Add Dropdown' }));
    await user.type(screen.getByLabelText('Field title'), 'Tyres');
    expect(screen.queryByRole('button', { name: 'Paste Field' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Field' }));
    await user.click(screen.getByRole('button', { name: 'Paste Field' }));
    const titles = screen.getAllByLabelText('Field title');
    expect(titles.map((t) => (t as HTMLInputElement).value)).toEqual(['Tyres', 'Tyres']);
    expect(screen.getByTestId('field-count')).toHaveTextContent('2 fields');
  });

  it('refuses to save without an inspection type', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(toastMock.error).toHaveBeenCalledWith('Please select an inspection type');
    expect(data.save).not.toHaveBeenCalled();
  });

  it('saves through one call with the payload, toasts and goes to the list', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.type(screen.getByLabelText('Form Title'), 'New form');
    await user.selectOptions(screen.getByLabelText('Inspection Type'), 't2');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(data.save).toHaveBeenCalledTimes(1);
    expect(data.save.mock.calls[0][0]).toMatchObject({ id: null, title: 'New form', inspection_type_id: 't2' });
    expect(toastMock.success).toHaveBeenCalledWith('Form created successfully!');
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });

  it('shows the create failure toast', async () => {
    data.saveResult = { ok: false, error: { code: '500' } };
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.selectOptions(screen.getByLabelText('Inspection Type'), 't1');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(toastMock.error).toHaveBeenCalledWith('Failed to create form template. Please try again.');
  });

  it('asks before discarding unsaved changes on Cancel', async () => {
    const user = userEvent.setup();
    renderAt('/formbuilder/create');
    await user.type(screen.getByLabelText('Form Title'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have unsaved changes. Leave this page and discard them?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Form Title')).toHaveValue('x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });

  it("asks before the browser's Back discards unsaved changes", async () => {
    const user = userEvent.setup();
    const router = renderAt('/formbuilder/create');
    await screen.findByLabelText('Form Title');
    await user.type(screen.getByLabelText('Form Title'), 'x');
    goBack(router);
    expect(await screen.findByText('You have unsaved changes. Leave this page and discard them?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Form Title')).toHaveValue('x');
    expect(router.state.location.pathname).toBe('/formbuilder/create');
    goBack(router);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });

  it('lets Back through without asking when nothing changed', async () => {
    const router = renderAt('/formbuilder/create');
    goBack(router);
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes. Leave this page and discard them?')).not.toBeInTheDocument();
  });
});

describe('view mode and status', () => {
  it('a live form is locked: read-only, no Edit or Delete, no editing buttons', () => {
    data.template = savedTemplate('live');
    renderAt('/formbuilder/f1');
    expect(screen.getByRole('heading', { name: 'View Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Form Title')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Inspection Type')).toBeDisabled();
    expect(screen.getByLabelText('Required')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByTestId('locked-notice')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('live');
  });

  it('choosing live asks for confirmation with the exact text, Confirm applies it', async () => {
    data.template = savedTemplate('draft');
    const user = userEvent.setup();
    renderAt('/formbuilder/view/f1');
    await user.selectOptions(screen.getByLabelText('Status'), 'live');
    expect(
      await screen.findByText(
        'Are you sure you want to change the form status to live? This will lock the form and prevent further edits.',
      ),
    ).toBeInTheDocument();
    expect(data.updateStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(data.updateStatus).toHaveBeenCalledWith({ id: 'f1', status: 'live' });
    expect(toastMock.success).toHaveBeenCalledWith('Form status updated to live');
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('live'));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('Cancel in the status dialog changes nothing; choosing draft applies at once', async () => {
    data.template = savedTemplate('inactive');
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.selectOptions(screen.getByLabelText('Status'), 'live');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(data.updateStatus).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(data.updateStatus).toHaveBeenCalledWith({ id: 'f1', status: 'draft' });
    expect(toastMock.success).toHaveBeenCalledWith('Form status updated to draft');
  });

  it('shows the status failure toast', async () => {
    data.template = savedTemplate('live');
    data.saveResult = { ok: false, error: new Error('x') };
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(toastMock.error).toHaveBeenCalledWith('Failed to update form status. Please try again.');
  });

  it('says so when another form of the type is already live', async () => {
    data.template = savedTemplate('draft');
    data.saveResult = { ok: false, error: Object.assign(new Error('duplicate key'), { code: '23505' }) };
    const user = userEvent.setup();
    renderAt('/formbuilder/view/f1');
    await user.selectOptions(await screen.findByLabelText('Status'), 'live');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(toastMock.error).toHaveBeenCalledWith(
      'Another form is already live for this inspection type. Set that form to inactive first.',
    );
  });

  it('Edit warns, then switches to update mode with the status selector disabled', async () => {
    data.template = savedTemplate('draft');
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByText(
        'Modifying this form will affect all inspections that have already been conducted using it. Are you sure you want to continue?',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Edit Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByLabelText('Form Title')).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(data.save.mock.calls[0][0]).toMatchObject({ id: 'f1', expected_updated_at: '2026-01-01T00:00:00+00:00' });
    expect(toastMock.success).toHaveBeenCalledWith('Form updated successfully!');
  });

  it('a stale update says the template changed since it was opened', async () => {
    data.template = savedTemplate('draft');
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    data.saveResult = { ok: false, error: { code: 'PT409' } };
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(toastMock.error).toHaveBeenCalledWith(expect.stringContaining('changed by someone else since you opened it'), expect.anything());
  });

  it('Delete confirms with the exact text, deletes and goes to the list', async () => {
    data.template = savedTemplate('draft');
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this form? This action cannot be undone.')).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(data.deleteForm).toHaveBeenCalledWith('f1');
    expect(toastMock.success).toHaveBeenCalledWith('Form deleted successfully');
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });
});
