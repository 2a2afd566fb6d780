import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessDayBounds } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionKeys } from './inspection-query-keys';

export interface InspectionRecordFilters {
  formId?: string;
  /** draft means anything not published. */
  status?: 'draft' | 'published';
  /** yyyy-MM-dd business days (business time zone), inclusive, of created_at. */
  startDate?: string;
  endDate?: string;
  page: number;
}

export interface InspectionRecord {
  id: string;
  booking_id: string;
  form_id: string | null;
  status: string;
  created_at: string;
  inspection_forms: { title: string } | null;
  bookings: { vehicle_make: string; vehicle_model: string; vehicle_year: number } | null;
}

export const RECORDS_PAGE_SIZE = 20;

/** Newest first, one page, with the total count for the pager. */
export async function getInspectionRecords(
  filters: InspectionRecordFilters,
  client: Client = defaultClient(),
): Promise<{ rows: InspectionRecord[]; total: number }> {
  let query = client
    .from('inspection_data')
    .select('id, booking_id, form_id, status, created_at, inspection_forms(title), bookings(vehicle_make, vehicle_model, vehicle_year)', {
      count: 'exact',
    });
  if (filters.formId) query = query.eq('form_id', filters.formId);
  if (filters.status === 'published') query = query.eq('status', 'published');
  if (filters.status === 'draft') query = query.neq('status', 'published');
  if (filters.startDate) query = query.gte('created_at', businessDayBounds(filters.startDate).start);
  if (filters.endDate) query = query.lt('created_at', businessDayBounds(filters.endDate).end);
  const from = filters.page * RECORDS_PAGE_SIZE;
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + RECORDS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

export function useInspectionRecords(filters: InspectionRecordFilters) {
  return useQuery(
    queryOptions({
      queryKey: inspectionKeys.records(filters),
      queryFn: () => getInspectionRecords(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
