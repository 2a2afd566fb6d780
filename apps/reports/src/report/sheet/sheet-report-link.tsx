import { Copy, Share2 } from 'lucide-react';
import { PUBLIC_LINK_UPDATE_FAILED_MESSAGE, useShareSheetReport, useSheetReportLink, useUpdateSheetReportLink } from '@inspection/reports-data-access';
import { PublicLinkCard } from '@inspection/reports-public-link';
import { Button, Card, Input, Spinner, toast } from '@inspection/ui';

/** A buyer's link token (32 hex digits, public.sheet_report_links) rather than the sheet's own report id. */
export const isSheetLinkToken = (id: string) => /^[0-9a-f]{32}$/.test(id);

/** The buyer's address of a spreadsheet report: an unguessable token, never the sheet's own id. */
export const sheetReportUrl = (token: string) => `${window.location.origin}/report/${token}`;

/**
 * Staff share a spreadsheet report with its buyer: the first share creates the link's token; then the link is
 * switched and given an expiry like a booking report's.
 */
export function SheetReportLink({ reportId }: { reportId: string }) {
  const link = useSheetReportLink(reportId);
  const share = useShareSheetReport(reportId);
  const update = useUpdateSheetReportLink(reportId);

  if (link.isPending) return <Spinner label="Loading the report link" />;
  if (link.isError) return <p className="text-sm text-red-700">{PUBLIC_LINK_UPDATE_FAILED_MESSAGE}</p>;
  if (!link.data) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5 print:hidden">
        <p className="text-sm text-slate-600">Buyers open this report only through a link you share.</p>
        <Button disabled={share.isPending} onClick={() => share.mutate(undefined, { onError: () => toast.error(PUBLIC_LINK_UPDATE_FAILED_MESSAGE) })}>
          <Share2 aria-hidden="true" />
          Create buyer’s link
        </Button>
      </Card>
    );
  }
  const url = sheetReportUrl(link.data.token);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link'),
    );
  return (
    <PublicLinkCard link={link.data} update={update}>
      <div className="flex flex-wrap items-center gap-2">
        <Input readOnly value={url} aria-label="Buyer’s link" className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
    </PublicLinkCard>
  );
}
