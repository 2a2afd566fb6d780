import { Badge, type BadgeVariant } from '@inspection/ui';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@inspection/crm-domain';

const TONES: Record<LeadStatus, BadgeVariant> = {
  new_lead: 'info',
  in_discussion: 'warning',
  inspection_scheduled: 'primary',
  closed: 'success',
  not_interested: 'danger',
  follow_up_later: 'neutral',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={TONES[status] ?? 'neutral'}>{LEAD_STATUS_LABELS[status] ?? status}</Badge>;
}
