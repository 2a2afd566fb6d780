// Loads the inspection from the server, or, when the server cannot be reached, the copy kept on
// the device; either way with the outbox of answers not yet sent.
import { useQuery } from '@tanstack/react-query';
import { getInspection, inspectionKeys, type LoadedInspection } from '@inspection/data';
import { readOutbox, readSnapshot, writeSnapshot, type Outbox } from './offline/device-store';

export interface LoadResult {
  inspection: LoadedInspection | null;
  outbox: Outbox;
  /** true when the server could not be reached and the device's copy is shown. */
  fromDevice: boolean;
}

export async function loadInspection(bookingId: string): Promise<LoadResult> {
  const outbox = await readOutbox(bookingId);
  try {
    const inspection = await getInspection(bookingId);
    if (inspection) await writeSnapshot(inspection);
    return { inspection, outbox, fromDevice: false };
  } catch (error) {
    const copy = await readSnapshot(bookingId);
    if (copy) return { inspection: copy, outbox, fromDevice: true };
    throw error;
  }
}

export function useLoadInspection(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...inspectionKeys.one(bookingId), 'with-device-copy'],
    queryFn: () => loadInspection(bookingId),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
