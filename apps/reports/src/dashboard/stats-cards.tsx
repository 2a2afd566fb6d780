import { memo } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarClock, ClipboardList, Star } from 'lucide-react';
import { formatAverageScore, type DashboardStats } from '@inspection/domain';
import { Card } from '@inspection/ui';

function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-600">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="text-2xl font-semibold text-slate-900" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </p>
      </div>
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
