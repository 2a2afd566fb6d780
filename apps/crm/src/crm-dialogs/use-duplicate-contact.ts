import { useState } from 'react';
import { useContactByPhone } from '@inspection/crm-data-access';
import { type Contact } from '@inspection/crm-domain';
import { normalizePhone } from '@inspection/shared-domain';
import { useDebouncedValue } from '@inspection/ui';

const TYPING_PAUSE_MS = 300;

/**
 * The existing contact a number being typed belongs to (however it is written), once typing pauses;
 * null when none, when it is the contact being edited, or once the person said to go on anyway.
 */
export function useDuplicateContact(phone: string, { enabled, ownContactId }: { enabled: boolean; ownContactId?: string | null }) {
  const settled = useDebouncedValue(phone, TYPING_PAUSE_MS);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = normalizePhone(settled);
  const match = useContactByPhone(enabled ? settled : '');
  const found: Contact | null = enabled && match.data && normalizePhone(phone) === key ? match.data : null;
  const duplicate = found && found.id !== ownContactId && dismissed !== key ? found : null;
  return { duplicate, dismiss: () => setDismissed(key), reset: () => setDismissed(null) };
}
