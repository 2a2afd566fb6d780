// The CRM screens while other people work (docs/architecture/realtime.md#the-live-console): a contact or lead just added
// or changed is tinted in the tables and the cards, and an open dialog keeps what is typed when its contact is refetched.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRESH_ROW_MS, markFreshRows } from '@inspection/supabase-client';
import type { Contact } from '@inspection/crm-domain';
import CrmPage from '../crm/crm-page';
import { ContactDialog } from '../crm-dialogs/contact-dialog';
import { contact, installCrmBackend, lead, renderScreen } from '../test-support';

beforeEach(() => {
  installCrmBackend({
    contacts: [contact('c1', 'Ahmed Al Mansouri', '0501234567'), contact('c2', 'Sara Khan', '0559876543', '2026-11-02T08:00:00Z')],
    leads: [lead('l1', 'c1', '2026-11-05T10:00:00Z'), lead('l2', 'c2', '2026-11-03T10:00:00Z')],
    writes: [],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const freshRows = (testId: string) => screen.getAllByTestId(testId).filter((row) => row.dataset.fresh === 'true');

describe('the CRM while other people work', () => {
  it('tints the contact and the lead just added or changed, for FRESH_ROW_MS', async () => {
    renderScreen(<CrmPage />);
    await screen.findByRole('table', { name: 'Contacts' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => markFreshRows(['c2', 'l1']));
    expect(freshRows('contact-row').map((row) => within(row).getByRole('link').textContent)).toEqual(['Sara Khan']);
    expect(freshRows('lead-row')).toHaveLength(1);
    expect(freshRows('lead-row')[0]).toHaveTextContent('Ahmed Al Mansouri');
    act(() => vi.advanceTimersByTime(FRESH_ROW_MS));
    expect(freshRows('contact-row')).toEqual([]);
    expect(freshRows('lead-row')).toEqual([]);
  });

  it("keeps what is typed in an open Edit Contact when another person's change to the contact is read", async () => {
    const user = userEvent.setup();
    let readAgain = (): void => undefined;
    function ContactPageDialog() {
      const [shown, setShown] = useState<Contact>(contact('c1', 'Ahmed Al Mansouri', '0501234567'));
      readAgain = () => setShown((current) => ({ ...current, email: 'ahmed@example.com' }));
      return <ContactDialog open onOpenChange={() => undefined} contact={shown} />;
    }
    renderScreen(<ContactPageDialog />);
    const name = await screen.findByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, 'Ahmed Mansour');
    act(() => readAgain());
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ahmed Mansour');
  });
});
