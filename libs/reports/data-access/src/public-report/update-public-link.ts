import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicLink } from '@inspection/reports-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { toPublicLink } from './get-public-link';
import { publicReportKeys } from './public-report-query-keys';
import type { TablesUpdate } from '@inspection/database-types';

export const PUBLIC_LINK_UPDATE_FAILED_MESSAGE = 'Failed to update the report link';

/** Switches a report's public link and/or sets its expiry (null clears it); answers the stored state. */
export async function updatePublicLink(
  bookingId: string,
  patch: Partial<PublicLink>,
  client: Client = defaultClient(),
): Promise<PublicLink> {
  const row: TablesUpdate<'inspection_reports'> = {};
  if (patch.enabled !== undefined) row.public_link_enabled = patch.enabled;
  if (patch.expiresAt !== undefined) row.public_link_expires_at = patch.expiresAt;
  const { data, error } = await client
    .from('inspection_reports')
    .update(row)
    .eq('booking_id', bookingId)
    .select('public_link_enabled, public_link_expires_at')
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) throw new Error('Report not found');
  return toPublicLink(data);
}

export function useUpdatePublicLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<PublicLink>) => updatePublicLink(bookingId, patch),
    onSuccess: (link) => {
      queryClient.setQueryData(publicReportKeys.link(bookingId), link);
      // The anonymous view of this report (get_public_report) changes with the link.
      return queryClient.invalidateQueries({ queryKey: publicReportKeys.all(bookingId), exact: true });
    },
  });
}
