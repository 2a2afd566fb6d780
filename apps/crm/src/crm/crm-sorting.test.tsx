// The CRM's order (docs/areas/crm.md#the-crm-screen): follow-ups due first and contacts newest first, headers that
// sort from 1024 px, and cards with a sort control below.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrmPage from './crm-page';
import { contact, installCrmBackend, lead, renderScreen } from '../test-support';

beforeEach(() => {
  installCrmBackend({
    contacts: [
      contact('c1', 'Bilal Haddad', '0501111111', '2026-11-01T08:00:00Z'),
      contact('c2', 'Amira Saleh', '0502222222', '2026-11-03T08:00:00Z'),
      contact('c3', 'Zaid Omar', '0503333333', '2026-11-02T08:00:00Z'),
    ],
    leads: [
      lead('none', 'c1', '2026-11-05T10:00:00Z'),
      lead('later', 'c2', '2026-11-01T10:00:00Z', { follow_up_date: '2099-01-10' }),
      lead('overdue', 'c3', '2026-11-02T10:00:00Z', { follow_up_date: '2020-01-10', vehicle_make: 'Audi' }),
    ],
    writes: [],
  });
});
afterEach(() => vi.unstubAllGlobals());

const names = (rows: HTMLElement[]) => rows.map((row) => within(row).getAllByRole('link')[0].textContent);

describe('CRM order from 1024 px: tables whose headers sort', () => {
  it('lists leads with a follow-up due first, then upcoming ones, then none; contacts newest first', async () => {
    renderScreen(<CrmPage />);
    const leads = await screen.findByRole('table', { name: 'Leads' });
    expect(names(within(leads).getAllByTestId('lead-row'))).toEqual(['Zaid Omar', 'Amira Saleh', 'Bilal Haddad']);
    expect(within(leads).getByRole('columnheader', { name: /Follow-up/ })).toHaveAttribute('aria-sort', 'ascending');
    const contacts = await screen.findByRole('table', { name: 'Contacts' });
    expect(names(within(contacts).getAllByTestId('contact-row'))).toEqual(['Amira Saleh', 'Zaid Omar', 'Bilal Haddad']);
    expect(within(contacts).getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a header with a click or the keyboard, and a second press reverses', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    const leads = await screen.findByRole('table', { name: 'Leads' });
    await user.click(within(leads).getByRole('button', { name: 'Contact' }));
    expect(within(leads).getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(leads).getByRole('columnheader', { name: /Follow-up/ })).toHaveAttribute('aria-sort', 'none');
    expect(names(within(leads).getAllByTestId('lead-row'))).toEqual(['Amira Saleh', 'Bilal Haddad', 'Zaid Omar']);
    within(leads).getByRole('button', { name: 'Contact' }).focus();
    await user.keyboard('{Enter}');
    expect(names(within(leads).getAllByTestId('lead-row'))).toEqual(['Zaid Omar', 'Bilal Haddad', 'Amira Saleh']);
    const contacts = screen.getByRole('table', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: 'Full Name' }));
    expect(names(within(contacts).getAllByTestId('contact-row'))).toEqual(['Amira Saleh', 'Bilal Haddad', 'Zaid Omar']);
  });
});

describe('CRM below 1024 px: cards', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });

  it('shows cards with the same order and actions, and sorts them with the sort control', async () => {
    const user = userEvent.setup();
    renderScreen(<CrmPage />);
    const leads = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(names(within(leads).getAllByTestId('lead-row'))).toEqual(['Zaid Omar', 'Amira Saleh', 'Bilal Haddad']);
    expect(within(leads).getByRole('button', { name: 'Edit lead of Zaid Omar' })).toBeInTheDocument();
    const control = screen.getByRole('group', { name: 'Sort leads by' });
    await user.selectOptions(within(control).getByRole('combobox', { name: 'Column' }), 'Created');
    await user.selectOptions(within(control).getByRole('combobox', { name: 'Direction' }), 'Descending');
    expect(names(within(leads).getAllByTestId('lead-row'))).toEqual(['Bilal Haddad', 'Zaid Omar', 'Amira Saleh']);
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(names(within(contacts).getAllByTestId('contact-row'))).toEqual(['Amira Saleh', 'Zaid Omar', 'Bilal Haddad']);
    expect(within(contacts).getByRole('button', { name: 'Edit contact Amira Saleh' })).toBeInTheDocument();
  });
});
