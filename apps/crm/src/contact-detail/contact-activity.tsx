import { useContactActivity } from '@inspection/crm-data-access';
import { ActivityList } from '@inspection/ui';

/** Who changed this contact and its leads, and what (the audit trail). */
export function ContactActivity({ contactId }: { contactId: string }) {
  const activity = useContactActivity(contactId);
  return <ActivityList entries={activity.data} pending={activity.isPending} error={activity.isError} />;
}
