// A release's status in words: Active, Canary with its share, Rolled back or Retired; with the badge colours
// staff know from other lists (green live, amber trial, grey past).
import { Badge, type BadgeVariant } from '@inspection/ui';
import type { RemoteRelease } from './releases-data';

export function releaseStatusText(release: RemoteRelease): string {
  if (release.status === 'active') return 'Active';
  if (release.status === 'canary') return `Canary, ${release.canaryPercent ?? 0}% of sessions`;
  return release.rolledBackAt ? 'Rolled back' : 'Retired';
}

const VARIANTS: Record<RemoteRelease['status'], BadgeVariant> = { active: 'success', canary: 'warning', retired: 'neutral' };

export function ReleaseStatusBadge({ release }: { release: RemoteRelease }) {
  return <Badge variant={VARIANTS[release.status]}>{releaseStatusText(release)}</Badge>;
}
