// The screen's data in one memoised pass per range: counts, needs-callback and groups; contacts are
// looked up by normalised number.
import { useCallback, useMemo } from 'react';
import { useCallLogSheet } from '@inspection/calllogs-data-access';
import { useContacts, type Contact } from '@inspection/crm-public-api';
import { summariseCallLogs, type CallLogRange } from '@inspection/calllogs-domain';
import { normalizePhone } from '@inspection/shared-domain';

export function useCallLogView(range: CallLogRange) {
  const sheet = useCallLogSheet();
  const contacts = useContacts();
  const summary = useMemo(() => (sheet.data ? summariseCallLogs(sheet.data, range) : null), [sheet.data, range]);
  const contactsByKey = useMemo(() => {
    const map = new Map<string, Contact>();
    for (const contact of contacts.data ?? []) map.set(normalizePhone(contact.phone_number), contact);
    return map;
  }, [contacts.data]);
  const contactFor = useCallback((key: string) => contactsByKey.get(key), [contactsByKey]);
  return { sheet, summary, contactFor };
}
