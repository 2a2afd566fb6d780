import { PUBLIC_LINK_UPDATE_FAILED_MESSAGE, usePublicLink, useUpdatePublicLink } from '@inspection/reports-data-access';
import { Spinner } from '@inspection/ui';
import { PublicLinkCard } from './public-link-card';

/**
 * Staff switch the buyer's report link (/report/{bookingId}) off and on and give it an expiry day.
 * The link itself never changes; get_public_report answers null while it is off or expired.
 */
export function PublicLinkControl({ bookingId, className }: { bookingId: string; className?: string }) {
  const link = usePublicLink(bookingId);
  const update = useUpdatePublicLink(bookingId);
  if (link.isPending) return <Spinner label="Loading the report link" />;
  if (link.isError) return <p className="text-sm text-red-700">{PUBLIC_LINK_UPDATE_FAILED_MESSAGE}</p>;
  if (!link.data) return null;
  return <PublicLinkCard link={link.data} update={update} className={className} />;
}
