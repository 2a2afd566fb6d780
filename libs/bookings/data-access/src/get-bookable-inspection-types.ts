import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InspectionType, getInspectionTypes } from '@inspection/forms-public-api';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

export type BookableInspectionType = Omit<InspectionType, 'created_at'>;

/** The types a customer on /book can choose, through get_public_inspection_types (anon reads no table). */
export async function getPublicInspectionTypes(client: Client = defaultClient()): Promise<BookableInspectionType[]> {
  const { data, error } = await client.rpc('get_public_inspection_types');
  if (error) throw error;
  return parsePublicInspectionTypes(data);
}

/** get_public_inspection_types' answer with its numbers as numbers (the /book page server reads it too). */
export function parsePublicInspectionTypes(data: unknown): BookableInspectionType[] {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return ((data ?? []) as BookableInspectionType[]).map((t) => ({
    ...t,
    actual_price: num(t.actual_price),
    current_price: num(t.current_price),
    duration_minutes: num(t.duration_minutes),
  }));
}

/** The query of the bookable types (the /book page puts the server's answer under it). */
export const bookableTypesKey = (isPublic: boolean) => [...bookingKeys.all, 'types', isPublic ? 'public' : 'staff'] as const;

/** Staff read the table (by name); customers the public function. */
export function useBookableInspectionTypes(isPublic: boolean) {
  return useQuery(
    queryOptions({
      queryKey: bookableTypesKey(isPublic),
      queryFn: (): Promise<BookableInspectionType[]> => (isPublic ? getPublicInspectionTypes() : getInspectionTypes('name')),
    }),
  );
}
