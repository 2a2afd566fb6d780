// The customer's own link on booking details, with 'Copy link' (docs/areas/bookings.md#the-manage-link): staff read
// it out or paste it when the customer has lost their message.
import { Copy } from 'lucide-react';
import { useBookingManageLink } from '@inspection/bookings-data-access';
import { Button, Card, toast } from '@inspection/ui';

export function ManageLink({ bookingId }: { bookingId: string }) {
  const link = useBookingManageLink(bookingId);
  if (link.isSuccess && !link.data) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.data ?? '');
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Customer's link</h2>
        <p className="text-sm text-slate-600">The customer sees, reschedules or cancels the booking here. Their messages carry it.</p>
      </div>
      {link.isPending && <p className="text-sm text-slate-500">Loading link...</p>}
      {link.isError && (
        <p role="alert" className="text-sm text-red-600">
          Failed to load the link
        </p>
      )}
      {link.data && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <a href={link.data} target="_blank" rel="noreferrer" data-testid="manage-link" className="flex min-h-11 min-w-0 items-center break-all font-mono text-sm text-blue-700 hover:underline lg:min-h-0">
            {link.data}
          </a>
          <Button variant="outline" size="sm" className="shrink-0" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy link
          </Button>
        </div>
      )}
    </Card>
  );
}
