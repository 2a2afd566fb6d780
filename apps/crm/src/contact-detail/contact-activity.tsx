import { useContactActivity } from '@inspection/crm-data-access';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '@inspection/crm-domain';
import { ActivityList } from '@inspection/ui';

/** A lead's codes as the CRM labels them. */
const LEAD_WORDS = { status: LEAD_STATUS_LABELS, lead_source: LEAD_SOURCE_LABELS };

/** Who changed this contact and its leads, and what (the audit trail). */
export function ContactActivity({ contactId }: { contactId: string }) {
  const activity = useContactActivity(contactId);
  return (
    <ActivityList
      entries={activity.data?.entries}
      words={{ names: activity.data?.names, values: LEAD_WORDS }}
      pending={activity.isPending}
      error={activity.isError}
    />
  );
}
