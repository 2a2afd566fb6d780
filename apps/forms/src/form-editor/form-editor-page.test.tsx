import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { InspectionType } from '@inspection/forms-domain';
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';
import { installFakeBackend, jsonResponse, restRows, rpcRoute, tableRoute } from '@inspection/platform/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock('@inspection/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/ui')>()),
  toast: toastMock,
}));

const types: InspectionType[] = [
  { id: 't1', name: null, name_en: 'Full Inspection', tag: 'Popular', duration_minutes: 90, actual_price: 500, current_price: 450, created_at: '', features: [] },
  { id: 't2', name: 'Basic', name_en: null, tag: null, duration_minutes: 30, actual_price: 100, current_price: 100, created_at: '', features: [] },
];

interface Asked {
  what: string;
  query: URLSearchParams;
  body: unknown;
}

/** The form's row as the editor reads it: the template with its sections, fields and options embedded. */
function embeddedRow(template: EditorTemplate) {
  type Row = Record<string, unknown>;
  const fieldRows = (field: EditorField, sectionId: string, parent: string | null, order: number): Row[] => [
    {
      id: field.id, section_id: sectionId, parent_field_id: parent, title: field.title, type: field.type, required: field.required,
      is120point: field.is120point, input_type: field.inputType, allow_multiple: field.multiple || field.allowMultiple, order_index: order,
      dropdown_options: field.options.map((o, i) => ({ id: o.id, field_id: field.id, label: o.label, value: o.value, score: o.score, order_index: i })),
    },
    ...field.childFields.flatMap((c, i) => fieldRows(c, sectionId, field.id, i)),
  ];
  return {
    id: template.id, title: template.title, status: template.status, inspection_type_id: template.inspectionTypeId,
    version: 1, family_id: template.id, created_at: '2026-01-01T00:00:00+00:00', updated_at: template.updatedAt,
    form_sections: template.sections.map((section, i) => ({
      id: section.id, form_id: template.id, title: section.title, order_index: i,
      form_fields: section.fields.flatMap((f, j) => fieldRows(f, section.id, null, j)),
    })),
  };
}

/**
 * The forms tables and save_form_template on the typed fake backend: `template` is the stored form (f1), `fail`
 * answers a save or a status change with an error, `inUse` says inspections answered it. Returns what the editor
 * asked, filled as it asks.
 */
function backend({ template, fail = {}, inUse = false }: { template?: EditorTemplate; fail?: { save?: object; status?: object }; inUse?: boolean } = {}): Asked[] {
  const asked: Asked[] = [];
  let stored = template && embeddedRow(template);
  installFakeBackend(
    ({ method, path, url, body }) => {
      asked.push({ what: `${method} ${path}`, query: url.searchParams, body });
      return undefined;
    },
    tableRoute('inspection_types', () => types),
    tableRoute('inspection_data', () => (inUse ? [{ id: 'd1' }] : [])),
    // The version history's fields: none needed here.
    tableRoute('form_sections', () => []),
    // The form's read embeds its sections, which the table's Row type does not hold: a plain route answers it.
    (request) => (request.path === 'inspection_forms' && request.method === 'GET' ? restRows(request, stored ? [stored] : []) : undefined),
    ({ path }) => (path === 'rpc/save_form_template' && fail.save ? jsonResponse(409, fail.save) : undefined),
    rpcRoute('save_form_template', () => ({ id: 'f1', title: 'Saved', status: 'draft', updated_at: '2026-01-02T00:00:00+00:00' })),
    tableRoute('inspection_forms', ({ method, body }) => {
      if (method === 'PATCH') {
        if (fail.status) return jsonResponse(409, fail.status);
        stored = { ...stored!, ...(body as { status: EditorTemplate['status'] }), updated_at: 'later' };
        return [{ id: 'f1', status: stored.status, updated_at: 'later' }];
      }
      return [];
    }),
  );
  return asked;
}

/** The templates sent to save_form_template, in order. */
const saves = (asked: Asked[]) => asked.filter((a) => a.what === 'POST rpc/save_form_template').map((a) => (a.body as { template: unknown }).template);
/** The status changes sent, as { id, status }. */
const statusChanges = (asked: Asked[]) =>
  asked.filter((a) => a.what === 'PATCH inspection_forms').map((a) => ({ id: a.query.get('id')!.replace('eq.', ''), ...(a.body as object) }));
const deletes = (asked: Asked[]) => asked.filter((a) => a.what === 'DELETE inspection_forms').map((a) => a.query.get('id')!.replace('eq.', ''));

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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

/** The inspection types have loaded into the select. */
const typesLoaded = () => screen.findByRole('option', { name: 'Basic' });

describe('create mode', () => {
  it('shows the heading, buttons, title input and inspection type select with the product texts', async () => {
    backend();
    renderAt('/formbuilder/create');
    expect(screen.getByRole('heading', { name: 'Create Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Form Title')).toHaveAttribute('placeholder', 'Enter form title');
    const select = screen.getByLabelText('Inspection Type');
    await typesLoaded();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an inspection type',
      'Full Inspection (Popular)',
      'Basic',
    ]);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('adds sections, fields of each type, options and sub-fields', async () => {
    const user = userEvent.setup();
    backend();
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
    backend();
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
    backend();
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
    backend();
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
    const asked = backend();
    renderAt('/formbuilder/create');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(toastMock.error).toHaveBeenCalledWith('Please select an inspection type');
    expect(saves(asked)).toHaveLength(0);
  });

  it('saves through one call with the payload, toasts and goes to the list', async () => {
    const user = userEvent.setup();
    const asked = backend();
    renderAt('/formbuilder/create');
    await user.type(screen.getByLabelText('Form Title'), 'New form');
    await typesLoaded();
    await user.selectOptions(screen.getByLabelText('Inspection Type'), 't2');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Form created successfully!'));
    expect(saves(asked)).toHaveLength(1);
    expect(saves(asked)[0]).toMatchObject({ id: null, title: 'New form', inspection_type_id: 't2' });
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });

  it('shows the create failure toast', async () => {
    const user = userEvent.setup();
    backend({ fail: { save: { code: '500', message: 'x' } } });
    renderAt('/formbuilder/create');
    await typesLoaded();
    await user.selectOptions(screen.getByLabelText('Inspection Type'), 't1');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to create form template. Please try again.'));
  });

  it('asks before discarding unsaved changes on Cancel', async () => {
    const user = userEvent.setup();
    backend();
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
    backend();
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
    backend();
    const router = renderAt('/formbuilder/create');
    goBack(router);
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
    expect(screen.queryByText('You have unsaved changes. Leave this page and discard them?')).not.toBeInTheDocument();
  });
});

describe('view mode and status', () => {
  it('a live form is locked: read-only, no Edit or Delete, no editing buttons', async () => {
    backend({ template: savedTemplate('live') });
    renderAt('/formbuilder/f1');
    expect(await screen.findByRole('heading', { name: 'View Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByLabelText('Form Title')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Inspection Type')).toBeDisabled();
    expect(screen.getByLabelText('Required')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByTestId('form-status')).toHaveTextContent('Live');
    expect(await within(screen.getByTestId('locked-notice')).findByRole('button', { name: 'New Version' })).toBeInTheDocument();
    expect(screen.getByTestId('locked-notice')).toHaveTextContent('This form is live and locked. Set it back to draft to edit it, or make a new version.');
    expect(screen.getByRole('button', { name: 'Set Inactive' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back to Draft' })).toBeEnabled();
  });

  it('a form inspections answered says so, offers New Version and never Back to Draft', async () => {
    backend({ template: savedTemplate('live'), inUse: true });
    renderAt('/formbuilder/f1');
    const notice = await screen.findByTestId('locked-notice');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'This form is live and locked: inspections have answered it, so it cannot go back to draft. Make a new version to change it.',
      ),
    );
    expect(notice).not.toHaveTextContent('Set it back to draft');
    expect(await within(notice).findByRole('button', { name: 'New Version' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Inactive' })).toBeInTheDocument();
  });

  it('a refusal to go back to draft (form_in_use) shows its words and turns the notice to New Version', async () => {
    backend({
      template: savedTemplate('inactive'),
      fail: { status: { code: 'PT423', hint: 'form_in_use', message: 'This form has inspections and cannot go back to draft. Make a new version to change it.' } },
    });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Back to Draft' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('This form has inspections and cannot go back to draft. Make a new version to change it.'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to Draft' })).not.toBeInTheDocument());
    expect(screen.getByTestId('locked-notice')).toHaveTextContent('inspections have answered it, so it cannot go back to draft');
  });

  it('choosing live asks for confirmation with the exact text, Confirm applies it', async () => {
    const asked = backend({ template: savedTemplate('draft') });
    const user = userEvent.setup();
    renderAt('/formbuilder/view/f1');
    expect(await screen.findByTestId('form-status')).toHaveTextContent('Draft');
    expect(screen.queryByRole('button', { name: 'Back to Draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make Live' }));
    expect(
      await screen.findByText(
        'Are you sure you want to change the form status to live? This will lock the form and prevent further edits.',
      ),
    ).toBeInTheDocument();
    expect(statusChanges(asked)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Form status updated to live'));
    expect(statusChanges(asked)).toEqual([{ id: 'f1', status: 'live' }]);
    await waitFor(() => expect(screen.getByTestId('form-status')).toHaveTextContent('Live'));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Live' })).not.toBeInTheDocument();
  });

  it('Cancel in the status dialog changes nothing; choosing draft applies at once', async () => {
    const asked = backend({ template: savedTemplate('inactive') });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(statusChanges(asked)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to Draft' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Form status updated to draft'));
    expect(statusChanges(asked)).toEqual([{ id: 'f1', status: 'draft' }]);
  });

  it('shows the status failure toast', async () => {
    backend({ template: savedTemplate('live'), fail: { status: { code: 'XX000', message: 'x' } } });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Back to Draft' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to update form status. Please try again.'));
  });

  it('says so when another form of the type is already live', async () => {
    backend({
      template: savedTemplate('draft'),
      fail: { status: { code: '23505', message: 'duplicate key value violates unique constraint "inspection_forms_one_live_per_type"' } },
    });
    const user = userEvent.setup();
    renderAt('/formbuilder/view/f1');
    await user.click(await screen.findByRole('button', { name: 'Make Live' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Another form is already live for this inspection type. Set that form to inactive first.'),
    );
  });

  it('Edit warns, then switches to update mode where the status only shows (it changes on the saved form)', async () => {
    const asked = backend({ template: savedTemplate('draft') });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByText(
        'Modifying this form will affect all inspections that have already been conducted using it. Are you sure you want to continue?',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Edit Inspection Form Template' })).toBeInTheDocument();
    expect(screen.getByTestId('form-status')).toHaveTextContent('Draft');
    expect(screen.getByText('Save your changes first; the status is changed from the saved form.')).toBeInTheDocument();
    for (const action of ['Make Live', 'Set Inactive', 'Back to Draft', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Form Title')).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Form updated successfully!'));
    expect(saves(asked)[0]).toMatchObject({ id: 'f1', expected_updated_at: '2026-01-01T00:00:00+00:00' });
  });

  it('a stale update says the template changed since it was opened', async () => {
    backend({ template: savedTemplate('draft'), fail: { save: { code: 'PT409', message: 'stale' } } });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(expect.stringContaining('changed by someone else since you opened it'), expect.anything()),
    );
  });

  it('Delete confirms with the exact text, deletes and goes to the list', async () => {
    const asked = backend({ template: savedTemplate('draft') });
    const user = userEvent.setup();
    renderAt('/formbuilder/f1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this form? This action cannot be undone.')).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Form deleted successfully'));
    expect(deletes(asked)).toEqual(['f1']);
    expect(await screen.findByText('Form list screen')).toBeInTheDocument();
  });
});

describe('the save bar and the section outline', () => {
  /** A saved draft of three sections, opened for editing. */
  function threeSections(): EditorTemplate {
    const base = savedTemplate('draft');
    const section = (id: string, title: string) => ({ ...base.sections[0], id, title, fields: [] });
    return { ...base, sections: [base.sections[0], section('s2', 'Interior'), section('s3', '')] };
  }

  it('stays in view with Cancel and Save, and says whether there are unsaved changes', async () => {
    const user = userEvent.setup();
    backend();
    renderAt('/formbuilder/create');
    const bar = screen.getByRole('region', { name: 'Save bar' });
    expect(bar).toHaveClass('sticky', 'bottom-0');
    expect(within(bar).getByTestId('save-state')).toHaveTextContent('Not saved yet');
    expect(within(bar).getByRole('button', { name: 'Save Template' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Form Title'), 'x');
    expect(within(bar).getByTestId('save-state')).toHaveTextContent('Unsaved changes');
  });

  it('in view mode the bar has Cancel only and says the form is read-only', async () => {
    backend({ template: savedTemplate('live') });
    renderAt('/formbuilder/f1');
    const bar = await screen.findByRole('region', { name: 'Save bar' });
    expect(within(bar).getByTestId('save-state')).toHaveTextContent('Read-only');
    expect(within(bar).queryByRole('button', { name: /Template$/ })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('the outline lists the parts of the form and jumps to one with the keyboard or a click, focus landing there', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    backend({ template: threeSections() });
    renderAt('/formbuilder/f1');
    const outline = await screen.findByRole('navigation', { name: 'Form outline' });
    expect(within(outline).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Form details', 'Exterior1 field', 'Interior0 fields', 'Section 30 fields',
    ]);
    within(outline).getByRole('button', { name: /^Interior/ }).focus();
    await user.keyboard('{Enter}');
    expect(sections()[1]).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    await user.click(within(outline).getByRole('button', { name: 'Form details' }));
    expect(screen.getByRole('group', { name: 'Form details' })).toHaveFocus();
  });

  it("below the lg breakpoint 'Sections' in the save bar opens the same outline as a menu", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    backend({ template: threeSections() });
    renderAt('/formbuilder/f1');
    const bar = await screen.findByRole('region', { name: 'Save bar' });
    await user.click(within(bar).getByRole('button', { name: 'Sections' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Section 3/ }));
    await waitFor(() => expect(sections()[2]).toHaveFocus());
  });

  it('offers no outline for a form of one section', async () => {
    backend({ template: savedTemplate('draft') });
    renderAt('/formbuilder/f1');
    await screen.findByRole('region', { name: 'Save bar' });
    expect(screen.queryByRole('navigation', { name: 'Form outline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
  });
});
