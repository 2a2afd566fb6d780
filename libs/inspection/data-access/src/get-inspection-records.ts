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
  /** The newest first when left out. */
  sort?: RecordSort;
}

export type RecordSortKey = 'form' | 'vehicle' | 'status' | 'date';
export interface RecordSort {
  key: RecordSortKey;
  /** The words of aria-sort, as the table's headers use them. */
  direction: 'ascending' | 'descending';
}
/** The latest work first (docs/areas/inspection.md#inspection-records). */
export const DEFAULT_RECORD_SORT: RecordSort = { key: 'date', direction: 'descending' };

// Sorted in the database, as the list is paged there: a form's title and a vehicle through their many-to-one embeds.
const RECORD_ORDER: Record<RecordSortKey, string[]> = {
  form: ['inspection_forms(title)'],
  vehicle: ['bookings(vehicle_make)', 'bookings(vehicle_model)', 'bookings(vehicle_year)'],
  status: ['status'],
  date: ['created_at'],
};

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

/** One page in the chosen order (among equals the newest first), with the total count for the pager. */
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
  const sort = filters.sort ?? DEFAULT_RECORD_SORT;
  for (const column of RECORD_ORDER[sort.key]) query = query.order(column, { ascending: sort.direction === 'ascending', nullsFirst: false });
  if (sort.key !== 'date') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.order('id').range(from, from + RECORDS_PAGE_SIZE - 1);
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
