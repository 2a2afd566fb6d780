// The inspector's day (/my-day): the signed-in account's inspector, the team (admins and office staff pick one),
// and one inspector's bookings of a business day in time order. Row level security keeps an inspector to their own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDayBounds } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionKeys } from './inspection-query-keys';

export interface DayInspector {
  id: string;
  full_name: string;
  active: boolean;
}

export const DAY_BOOKING_COLUMNS =
  'id, customer_name, customer_phone, seller_name, seller_phone, notes, vehicle_make, vehicle_model, vehicle_year, location_address, reversegeocoded_address, latitude, longitude, start_time, end_time, status, inspection_type_id, inspection_types(name, name_en)';

export interface DayBooking {
  id: string;
  customer_name: string;
  customer_phone: string;
  /** The seller, whom the inspector often meets at the car (docs/areas/inspection.md#my-day). */
  seller_name: string | null;
  seller_phone: string | null;
  notes: string | null;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  location_address: string | null;
  reversegeocoded_address: string | null;
  latitude: number | null;
  longitude: number | null;
  start_time: string | null;
  end_time: string | null;
  status: string;
  inspection_type_id: string | null;
  inspection_types: { name: string | null; name_en: string | null } | null;
}

/** The inspector linked to the signed-in account, or null (an admin or office account without one). */
export async function getMyInspectorId(client: Client = defaultClient()): Promise<string | null> {
  const { data, error } = await client.rpc('current_inspector_id');
  if (error) throw error;
  return (data as string | null) ?? null;
}

/** The team, active first, by name. */
export async function getDayInspectors(client: Client = defaultClient()): Promise<DayInspector[]> {
  const { data, error } = await client.from('inspectors').select('id, full_name, active').order('active', { ascending: false }).order('full_name');
  if (error) throw error;
  return data ?? [];
}

/** One inspector's live bookings of a business day, by start time. */
export async function getInspectorDay(inspectorId: string, day: string, client: Client = defaultClient()): Promise<DayBooking[]> {
  const { start, end } = businessDayBounds(day);
  const { data, error } = await client
    .from('bookings')
    .select(DAY_BOOKING_COLUMNS)
    .eq('inspector_id', inspectorId)
    .gte('start_time', start)
    .lt('start_time', end)
    .neq('status', 'cancelled')
    .order('start_time', { ascending: true });
  if (error) throw error;
  return (data ?? []) as DayBooking[];
}

export function useMyInspectorId() {
  return useQuery(queryOptions({ queryKey: [...inspectionKeys.all, 'my-inspector'], queryFn: () => getMyInspectorId() }));
}

export function useDayInspectors(enabled = true) {
  return useQuery(queryOptions({ queryKey: [...inspectionKeys.all, 'inspectors'], queryFn: () => getDayInspectors(), enabled }));
}

export function useInspectorDay(inspectorId: string | null, day: string) {
  return useQuery(
    queryOptions({
      queryKey: [...inspectionKeys.all, 'inspector-day', inspectorId, day],
      queryFn: () => getInspectorDay(inspectorId ?? '', day),
      enabled: inspectorId !== null,
    }),
  );
}
