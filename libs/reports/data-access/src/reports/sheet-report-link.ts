import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicLink } from '@inspection/reports-domain';
import type { Tables, TablesUpdate } from '@inspection/database-types';
import { defaultClient, type Client } from '@inspection/supabase-client';

/** A spreadsheet report's buyer link: /report/{token}, switched and expiring like a booking report's. */
export interface SheetReportLink extends PublicLink {
  token: string;
}

type LinkRow = Pick<Tables<'sheet_report_links'>, 'token' | 'public_link_enabled' | 'public_link_expires_at'>;
const COLUMNS = 'token, public_link_enabled, public_link_expires_at';
const toLink = (row: LinkRow): SheetReportLink => ({ token: row.token, enabled: row.public_link_enabled, expiresAt: row.public_link_expires_at });

export const sheetReportLinkKey = (reportId: string) => ['reports', 'sheet-link', reportId] as const;

/** The report's buyer link, or null while staff have not shared it. */
export async function getSheetReportLink(reportId: string, client: Client = defaultClient()): Promise<SheetReportLink | null> {
  const { data, error } = await client.from('sheet_report_links').select(COLUMNS).eq('report_id', reportId).maybeSingle();
  if (error) throw new Error(error.message);
  return data ? toLink(data) : null;
}

/** Creates the report's buyer link (an unguessable token) or answers the one it has. */
export async function shareSheetReport(reportId: string, client: Client = defaultClient()): Promise<SheetReportLink> {
  const { data, error } = await client.rpc('share_sheet_report', { p_report_id: reportId });
  if (error) throw new Error(error.message);
  return toLink(data as LinkRow);
}

export async function updateSheetReportLink(reportId: string, patch: Partial<PublicLink>, client: Client = defaultClient()) {
  const row: TablesUpdate<'sheet_report_links'> = {};
  if (patch.enabled !== undefined) row.public_link_enabled = patch.enabled;
  if (patch.expiresAt !== undefined) row.public_link_expires_at = patch.expiresAt;
  const { data, error } = await client.from('sheet_report_links').update(row).eq('report_id', reportId).select(COLUMNS).single();
  if (error) throw new Error(error.message);
  return toLink(data);
}

export function useSheetReportLink(reportId: string) {
  return useQuery(queryOptions({ queryKey: sheetReportLinkKey(reportId), queryFn: () => getSheetReportLink(reportId) }));
}

export function useShareSheetReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareSheetReport(reportId),
    onSuccess: (link) => queryClient.setQueryData(sheetReportLinkKey(reportId), link),
  });
}

export function useUpdateSheetReportLink(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<PublicLink>) => updateSheetReportLink(reportId, patch),
    onSuccess: (link) => queryClient.setQueryData(sheetReportLinkKey(reportId), link),
  });
}
