import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrmPage from './crm-page';
import { toast } from '@inspection/ui';
import { contact, installCrmBackend, lead, renderScreen, type FakeDb } from '../test-support';

let db: FakeDb;
beforeEach(() => {
  db = {
    contacts: [contact('c1', 'Ahmed Al Mansouri', '0501234567'), contact('c2', 'Sara Khan', '0559876543', '2026-11-02T08:00:00Z')],
    leads: [
      lead('l1', 'c1', '2026-11-01T10:00:00Z', { status: 'closed', vehicle_make: 'BMW', vehicle_model: 'X3' }),
      lead('l2', 'c1', '2026-11-05T10:00:00Z', { status: 'in_discussion', vehicle_make: 'Lexus', vehicle_model: 'RX 350', notes: 'Call after 6' }),
      lead('l3', 'c2', '2026-11-03T10:00:00Z', { lead_source: 'whatsapp' }),
    ],
    writes: [],
  };
  installCrmBackend(db);
});
afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A dialog's form once it takes the pointer: the dialogs load on first open (crm-dialogs/lazy-dialogs.tsx), and Radix
 * lifts the page's `pointer-events: none` from a dialog that mounts open one render after it appears.
 */
async function findDialogForm(name: string): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name });
  await waitFor(() => expect(getComputedStyle(form).pointerEvents).not.toBe('none'));
  return form;
}

describe('CRM list', () => {
  it('shows only the latest lead per contact, and every contact', async () => {
    renderScreen(<CrmPage />);
    const leads = await screen.findByRole('table', { name: 'Leads' });
    const rows = within(leads).getAllByTestId('lead-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ahmed Al Mansouri');
    expect(rows[0]).toHaveTextContent('Lexus RX 350');
    expect(rows[0]).toHaveTextContent('In Discussion');
    expect(within(await screen.findByRole('table', { name: 'Contacts' })).getAllByTestId('contact-row')).toHaveLength(2);
  });

  it('filters by status, source and text', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    const leads = await screen.findByRole('table', { name: 'Leads' });
    await user.selectOptions(screen.getByLabelText('Source'), 'whatsapp');
    expect(within(leads).getAllByTestId('lead-row')).toHaveLength(1);
    expect(within(leads).getByTestId('lead-row')).toHaveTextContent('Sara Khan');
    await user.selectOptions(screen.getByLabelText('Source'), 'all');
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(screen.getByText('No leads found.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search'), '+971 50');
    expect(within(screen.getByRole('table', { name: 'Leads' })).getAllByTestId('lead-row')).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Contacts' })).getAllByTestId('contact-row')).toHaveLength(1);
  });

  it("says 'Failed to load leads' and 'Failed to load contacts'", async () => {
    db.fail = { match: (method) => method === 'GET', status: 500, body: { message: 'down' } };
    renderScreen(<CrmPage />);
    expect(await screen.findByText('Failed to load leads')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load contacts')).toBeInTheDocument();
  });
});

describe('contact dialog', () => {
  it('validates, saves and says so', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const form = await findDialogForm('Add contact');
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(within(form).getByText('Full Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Phone Number is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Full Name'), 'Nour Saleh');
    await user.type(within(form).getByLabelText('Phone Number'), '058 111 2233');
    await user.type(within(form).getByLabelText('Email'), 'nour@');
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Email'));
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('Contact saved successfully')).toBeInTheDocument();
    expect(db.writes).toContainEqual(['POST contacts', { full_name: 'Nour Saleh', phone_number: '+971581112233', email: null }]);
  });

  it('a 23505 on update names the duplicate number; other failures are generic', async () => {
    const user = userEvent.setup();
    db.fail = { match: (method, path) => method === 'PATCH' && path === 'contacts', status: 409, body: { code: '23505', message: 'duplicate key value' } };
    renderScreen(<CrmPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit contact Sara Khan' }));
    const form = await findDialogForm('Edit contact');
    await user.clear(within(form).getByLabelText('Phone Number'));
    await user.type(within(form).getByLabelText('Phone Number'), '0501234567');
    await user.click(within(form).getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('A contact with this phone number already exists. Please use a different phone number.')).toBeInTheDocument();
    db.fail = { match: (method) => method === 'PATCH', status: 500, body: { code: 'XX000', message: 'boom' } };
    await user.click(within(form).getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Failed to update contact')).toBeInTheDocument();
  });

  it('importing the existing record of a number typed in Add Contact turns it into an edit of that contact', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.type(within(await findDialogForm('Add contact')).getByLabelText('Phone Number'), '055-987-6543');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Already Exists' });
    expect(within(dialog).getByText('Sara Khan')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import from existing record' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    expect(within(form).getByText('Imported from existing record')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Sara Khan');
    await user.click(within(form).getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Contact updated successfully')).toBeInTheDocument();
    expect(db.writes.map(([what]) => what)).toEqual(['PATCH contacts']);
  });

  it('Cancel in the duplicate dialog lets the person go on typing', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.type(within(await findDialogForm('Add contact')).getByLabelText('Phone Number'), '0559876543');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Already Exists' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Contact Already Exists' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add contact' })).toBeInTheDocument();
  });

  it("opens prefilled from the call logs' 'Add to CRM'", async () => {
    renderScreen(<CrmPage />, { path: '/crm', route: '/crm?addContact=%2B971581234567&name=Tow%20Truck' });
    const form = await findDialogForm('Add contact');
    expect(within(form).getByLabelText('Phone Number')).toHaveValue('+971581234567');
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Tow Truck');
  });
});

describe('lead dialog and the duplicate-contact dialog', () => {
  it('an existing number written differently shows the contact and its last lead; importing fills the form and hints for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const form = await findDialogForm('Add lead');
    await user.type(within(form).getByLabelText('Phone Number'), '+971 50 123 4567');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Already Exists' });
    expect(within(dialog).getByText('A contact with this phone number already exists.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ahmed Al Mansouri')).toBeInTheDocument();
    expect(await within(dialog).findByText('2019 Lexus RX 350')).toBeInTheDocument();
    expect(within(dialog).getByText('Call after 6')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import from existing record' }));
    expect(screen.queryByRole('dialog', { name: 'Contact Already Exists' })).not.toBeInTheDocument();
    expect(within(form).getByText('Imported from existing record')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Ahmed Al Mansouri');
    expect(within(form).getByLabelText('Phone Number')).toHaveValue('+971 50 123 4567');
    expect(within(form).getByLabelText('Vehicle Make')).toHaveValue('Lexus');
    expect(within(form).getByLabelText('Notes')).toHaveValue('Call after 6');

    act(() => vi.advanceTimersByTime(3900));
    expect(within(form).getByText('Imported from existing record')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(form).queryByText('Imported from existing record')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save Lead' }));
    expect(await screen.findByText('Lead added successfully')).toBeInTheDocument();
    const [, body] = db.writes.find(([what]) => what === 'POST rpc/add_lead_with_contact')!;
    expect(body).toMatchObject({ p_contact: { phone_number: '+971501234567' }, p_lead: { vehicle_make: 'Lexus', vehicle_year: 2019 } });
  });

  it('a new lead starts as new_lead from the website; empty values are sent as null and the year as a number', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const form = await findDialogForm('Add lead');
    expect(within(form).getByLabelText('Status')).toHaveValue('new_lead');
    expect(within(form).getByLabelText('Lead Source')).toHaveValue('website');
    await user.type(within(form).getByLabelText('Full Name'), 'Rami Aziz');
    await user.type(within(form).getByLabelText('Phone Number'), '0583334455');
    await user.type(within(form).getByLabelText('Vehicle Year'), '2021');
    await user.click(within(form).getByRole('button', { name: 'Save Lead' }));
    expect(await screen.findByText('Lead added successfully')).toBeInTheDocument();
    const [, body] = db.writes.find(([what]) => what === 'POST rpc/add_lead_with_contact')!;
    expect(body).toEqual({
      p_contact: { full_name: 'Rami Aziz', phone_number: '+971583334455', email: null },
      p_lead: {
        vehicle_make: null, vehicle_model: null, vehicle_year: 2021, registration_number: null, location: null,
        requested_inspection_date: null, lead_source: 'website', status: 'new_lead', notes: null, follow_up_date: null,
      },
    });
  });

  it("updates a lead: 'Lead updated successfully' or 'Failed to update lead'", async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit lead of Sara Khan' }));
    const form = await findDialogForm('Edit lead');
    await user.selectOptions(within(form).getByLabelText('Status'), 'closed');
    await user.click(within(form).getByRole('button', { name: 'Update Lead' }));
    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(db.leads.find((l) => l.id === 'l3')?.status).toBe('closed'));

    db.fail = { match: (method, path) => method === 'PATCH' && path === 'leads', status: 500, body: { message: 'down' } };
    await user.click(await screen.findByRole('button', { name: 'Edit lead of Sara Khan' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit lead' })).getByRole('button', { name: 'Update Lead' }));
    expect(await screen.findByText('Failed to update lead')).toBeInTheDocument();
  });

  it("'Failed to add lead' when the save fails", async () => {
    const user = userEvent.setup();
    db.fail = { match: (method, path) => path === 'rpc/add_lead_with_contact', status: 500, body: { message: 'down' } };
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const form = await findDialogForm('Add lead');
    await user.type(within(form).getByLabelText('Full Name'), 'X');
    await user.type(within(form).getByLabelText('Phone Number'), '0580000000');
    await user.click(within(form).getByRole('button', { name: 'Save Lead' }));
    expect(await screen.findByText('Failed to add lead')).toBeInTheDocument();
  });
});
