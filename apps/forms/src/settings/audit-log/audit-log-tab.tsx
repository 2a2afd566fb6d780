// /settings, tab 'Audit Log' (admins): who changed what, filtered by table, person, business days and text in the
// database, shown virtualised, and exported as CSV with the same filters.
import { useCallback, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { NO_AUDIT_FILTERS, auditCsv, type AuditFilters } from '@inspection/shared-domain';
import { auditKeys, fetchAllAuditLog, useAuditLog } from '@inspection/forms-data-access';
import { useLiveChanges } from '@inspection/supabase-client';
import { Button, EmptyState, ErrorBox, PageSpinner, toast } from '@inspection/ui';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogList } from './audit-log-list';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// Another person's change appears at the top without a reload, tinted a while (docs/architecture/realtime.md#the-live-console).
const AUDIT_LIVE_KEYS = [auditKeys.all];

export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  useLiveChanges({ table: 'audit_log', queryKeys: AUDIT_LIVE_KEYS, highlight: 'id' });
  const [exporting, setExporting] = useState(false);
  const pages = log.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.entries) ?? [], [pages]);
  const names = useMemo(() => Object.assign({}, ...(pages ?? []).map((page) => page.names)) as Record<string, string>, [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      download('audit-log.csv', auditCsv(await fetchAllAuditLog(filters)));
    } catch {
      toast.error('Failed to export the audit log');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label="Audit Log" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Audit Log</h2>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || rows.length === 0}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <AuditLogFilters filters={filters} onChange={setFilters} />
      {log.isPending ? (
        <PageSpinner label="Loading audit log" />
      ) : log.isError ? (
        <ErrorBox>Failed to load the audit log</ErrorBox>
      ) : rows.length === 0 ? (
        <EmptyState title="No entries match these filters." />
      ) : (
        <AuditLogList rows={rows} names={names} hasMore={hasNextPage} loadingMore={isFetchingNextPage} onLoadMore={loadMore} />
      )}
    </section>
  );
}
