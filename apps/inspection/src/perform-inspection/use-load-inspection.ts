// Loads the inspection from the server, or, when the server cannot be reached, the copy kept on
// the device; either way with the outbox of answers not yet sent.
import { useQuery } from '@tanstack/react-query';
import { getInspection, inspectionKeys, type LoadedInspection } from '@inspection/inspection-data-access';
import { readOutbox, readSnapshot, writeSnapshot, type Outbox } from './offline/device-store';

export interface LoadResult {
  inspection: LoadedInspection | null;
  outbox: Outbox;
  /** true when the server could not be reached and the device's copy is shown. */
  fromDevice: boolean;
}

export async function loadInspection(bookingId: string): Promise<LoadResult> {
  // The device's outbox is read while the server answers; the copy is written without waiting.
  const outboxRead = readOutbox(bookingId);
  try {
    const inspection = await getInspection(bookingId);
    if (inspection) void writeSnapshot(inspection);
    return { inspection, outbox: await outboxRead, fromDevice: false };
  } catch (error) {
    // No connection: the last copy loaded on this device (its form may be missing), unsent answers on top.
    const copy = await readSnapshot(bookingId);
    if (copy) return { inspection: copy, outbox: await outboxRead, fromDevice: true };
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
