// The CRM screens follow other people's changes (docs/architecture/realtime.md#the-live-console): a change invalidates
// the reads it can alter (active ones refetch, keeping their rows, scroll and open dialogs meanwhile), and a contact,
// lead or booking just added or changed is tinted a while (useFreshRows).
import { crmKeys } from '@inspection/crm-data-access';
import { useLiveChanges } from '@inspection/supabase-client';

const CRM_LIVE_KEYS = [crmKeys.all];

/** /crm: every contact and lead. */
export function useLiveCrm(): void {
  useLiveChanges({ table: 'contacts', queryKeys: CRM_LIVE_KEYS, highlight: 'id' });
  useLiveChanges({ table: 'leads', queryKeys: CRM_LIVE_KEYS, highlight: 'id' });
}

/**
 * /contacts/{id}: the contact and its Activity (under the contact's key), its leads (a lead's change is in the
 * contact's Activity, and may link a booking), and its bookings (matched by lead, number or email, so any booking's
 * change refreshes the list: one read per burst).
 */
export function useLiveContact(id: string): void {
  const enabled = id !== '';
  useLiveChanges({ table: 'contacts', filter: `id=eq.${id}`, queryKeys: [crmKeys.contact(id)], enabled });
  useLiveChanges({
    table: 'leads',
    filter: `contact_id=eq.${id}`,
    queryKeys: [crmKeys.contact(id), crmKeys.contactLeads(id), crmKeys.contactBookings(id)],
    enabled,
    highlight: 'id',
  });
  useLiveChanges({ table: 'bookings', queryKeys: [crmKeys.contactBookings(id)], enabled, highlight: 'id' });
}
