import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InspectionType, getInspectionTypes } from '@inspection/forms-public-api';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

export type BookableInspectionType = Omit<InspectionType, 'created_at'>;

/** The types a customer on /book can choose, through get_public_inspection_types (anon reads no table). */
export async function getPublicInspectionTypes(client: Client = defaultClient()): Promise<BookableInspectionType[]> {
  const { data, error } = await client.rpc('get_public_inspection_types');
  if (error) throw error;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return ((data ?? []) as BookableInspectionType[]).map((t) => ({
    ...t,
    actual_price: num(t.actual_price),
    current_price: num(t.current_price),
    duration_minutes: num(t.duration_minutes),
  }));
}

/** Staff read the table (by name); customers the public function. */
export function useBookableInspectionTypes(isPublic: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...bookingKeys.all, 'types', isPublic ? 'public' : 'staff'],
      queryFn: (): Promise<BookableInspectionType[]> => (isPublic ? getPublicInspectionTypes() : getInspectionTypes('name')),
    }),
  );
}
