import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicLink } from '@inspection/reports-domain';
import { isUuid } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { publicReportKeys } from './public-report-query-keys';
import type { Tables } from '@inspection/database-types';

type PublicLinkRow = Pick<Tables<'inspection_reports'>, 'public_link_enabled' | 'public_link_expires_at'>;

export const toPublicLink = (row: PublicLinkRow): PublicLink => ({
  enabled: row.public_link_enabled,
  expiresAt: row.public_link_expires_at,
});

/** Whether a booking's report link is on and when it expires; null when the booking has no report yet. */
export async function getPublicLink(bookingId: string, client: Client = defaultClient()): Promise<PublicLink | null> {
  const { data, error } = await client
    .from('inspection_reports')
    .select('public_link_enabled, public_link_expires_at')
    .eq('booking_id', bookingId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? toPublicLink(data) : null;
}

export function publicLinkQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: publicReportKeys.link(bookingId), queryFn: () => getPublicLink(bookingId) });
}

export function usePublicLink(bookingId: string) {
  return useQuery({ ...publicLinkQueryOptions(bookingId), enabled: isUuid(bookingId) });
}
