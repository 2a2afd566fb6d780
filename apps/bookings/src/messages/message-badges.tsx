// A message's status and kind as badges (the console is English; the message's own language is a label).
import { Badge, type BadgeVariant } from '@inspection/ui';
import { MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS, type MessageKind, type MessageStatus } from '@inspection/messages-domain';

const STATUS_VARIANTS: Record<MessageStatus, BadgeVariant> = { queued: 'warning', sent: 'success', failed: 'danger' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge variant={STATUS_VARIANTS[status] ?? 'neutral'}>{MESSAGE_STATUS_LABELS[status] ?? status}</Badge>;
}

export function MessageKindLabel({ kind }: { kind: MessageKind }) {
  return <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{MESSAGE_KIND_LABELS[kind] ?? kind}</span>;
}
