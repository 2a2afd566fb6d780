import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InspectionType } from '@inspection/forms-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionTypeKeys, type InspectionTypeOrder } from './inspection-type-query-keys';

/** All columns; by name_en for pickers, newest first for settings. */
export async function getInspectionTypes(
  order: InspectionTypeOrder,
  client: Client = defaultClient(),
): Promise<InspectionType[]> {
  const query = client.from('inspection_types').select('*');
  const { data, error } =
    order === 'name'
      ? await query.order('name_en', { ascending: true })
      : await query.order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []).map(normaliseNumbers);
}

// numeric columns arrive as numbers from PostgREST, but be tolerant of text.
function normaliseNumbers(row: InspectionType): InspectionType {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    actual_price: num(row.actual_price),
    current_price: num(row.current_price),
    duration_minutes: num(row.duration_minutes),
  };
}

export function inspectionTypesQueryOptions(order: InspectionTypeOrder) {
  return queryOptions({ queryKey: inspectionTypeKeys.list(order), queryFn: () => getInspectionTypes(order) });
}

export function useInspectionTypes(order: InspectionTypeOrder) {
  return useQuery(inspectionTypesQueryOptions(order));
}
