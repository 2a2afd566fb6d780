import { memo } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarClock, ClipboardList, Star } from 'lucide-react';
import { formatAverageScore, type DashboardStats } from '@inspection/reports-domain';
import { Card } from '@inspection/ui';
import { IconFigure } from '../shared/icon-figure';

function StatCard({ label, value, icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="p-5">
      <IconFigure icon={icon} label={label} value={value} size="lg" valueTestId={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`} />
    </Card>
  );
}

export const StatsCards = memo(function StatsCards({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label="Total Inspections" value={String(stats.totalInspections)} icon={ClipboardList} />
      <StatCard label="Average Score" value={formatAverageScore(stats.averageScore)} icon={Star} />
      <StatCard label="Last 30 Days" value={String(stats.recentInspections)} icon={CalendarClock} />
    </section>
  );
});
