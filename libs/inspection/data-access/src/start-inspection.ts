import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionKeys } from './inspection-query-keys';

export interface LiveForm {
  id: string;
  title: string;
  inspection_type_id: string | null;
}

/** Forms an inspection can be started with: the live ones, by title. */
export async function getLiveForms(client: Client = defaultClient()): Promise<LiveForm[]> {
  const { data, error } = await client
    .from('inspection_forms')
    .select('id, title, inspection_type_id')
    .eq('status', 'live')
    .order('title');
  if (error) throw error;
  return data ?? [];
}

export function useLiveForms(enabled = true) {
  return useQuery(queryOptions({ queryKey: [...inspectionKeys.all, 'live-forms'], queryFn: () => getLiveForms(), enabled }));
}

export interface StartableBooking {
  id: string;
  customer_name: string;
  vehicle_make: string;
  vehicle_model: string;
  start_time: string | null;
}

/** Bookings of the form's inspection type that are not finished and have no submitted inspection. */
export async function getStartableBookings(inspectionTypeId: string, client: Client = defaultClient()): Promise<StartableBooking[]> {
  const { data, error } = await client
    .from('bookings')
    .select('id, customer_name, vehicle_make, vehicle_model, start_time, inspection_data(is_published)')
    .eq('inspection_type_id', inspectionTypeId)
    .not('status', 'in', '(completed,cancelled)')
    .order('start_time', { ascending: true, nullsFirst: false })
    .limit(200);
  if (error) throw error;
  return (data ?? [])
    .filter((row) => ![row.inspection_data].flat().some((d) => d?.is_published))
    .map(({ inspection_data: _data, ...booking }) => booking);
}

export function useStartableBookings(inspectionTypeId: string | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...inspectionKeys.all, 'startable-bookings', inspectionTypeId],
      queryFn: () => getStartableBookings(inspectionTypeId ?? ''),
      enabled: Boolean(inspectionTypeId),
    }),
  );
}

/** Creates the booking's empty draft inspection with the form, keeping one that exists. */
export async function startInspection(bookingId: string, formId: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client
    .from('inspection_data')
    .upsert({ booking_id: bookingId, form_id: formId, status: 'draft', data: {} }, { onConflict: 'booking_id', ignoreDuplicates: true });
  if (error) throw error;
}
