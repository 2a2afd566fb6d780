import type { PartSeverity } from '@inspection/reports-model';
import type { BadgeVariant } from '@inspection/ui';

/** One colour per severity, used by the diagram fill, the legend and the parts list alike. */
export const SEVERITY_FILL: Record<PartSeverity, string> = { high: '#dc2626', medium: '#f97316', low: '#facc15' };

export const SEVERITY_BADGE: Record<PartSeverity, BadgeVariant> = { high: 'danger', medium: 'warning', low: 'neutral' };
