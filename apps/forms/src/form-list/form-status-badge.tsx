import { Badge, type BadgeVariant } from '@inspection/ui';
import { formStatusLabel } from '@inspection/forms-domain';

const variants: Record<string, BadgeVariant> = { draft: 'warning', live: 'success', inactive: 'neutral' };

export function FormStatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[status] ?? 'neutral'}>{formStatusLabel(status)}</Badge>;
}
