// Loads the inspection from the server, or, when the server cannot be reached, the copy kept on
// the device; either way with the outbox of answers not yet sent.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getInspectionWithoutForm, inspectionKeys, takeInspection, type LoadedInspection } from '@inspection/inspection-data-access';
import { readSnapshot, takeOutbox, writeSnapshot, type Outbox } from './offline/device-store';

export interface LoadResult {
  inspection: LoadedInspection | null;
  outbox: Outbox;
  /** true when the server could not be reached and the device's copy is shown. */
  fromDevice: boolean;
  /** true when the server answered the inspection but its form could not be loaded with it. */
  formFailed?: boolean;
}

/** `queryClient`: the page's, where the shell's route may already have started the read (takeInspection joins it). */
export async function loadInspection(bookingId: string, queryClient: QueryClient): Promise<LoadResult> {
  // The device's outbox is read while the server answers (or was, as the screen's code arrived); the copy is written
  // without waiting.
  const outboxRead = takeOutbox(bookingId);
  try {
    const inspection = await takeInspection(queryClient, bookingId);
    if (inspection) void writeSnapshot(inspection);
    return { inspection, outbox: await outboxRead, fromDevice: false };
  } catch (error) {
    // No connection: the last copy loaded on this device, unsent answers on top.
    const copy = await readSnapshot(bookingId);
    if (copy?.form) return { inspection: copy, outbox: await outboxRead, fromDevice: true };
    // Online, the inspection without its form answers: it is the form that failed to load.
    const bare = await getInspectionWithoutForm(bookingId).catch(() => undefined);
    if (bare) return { inspection: bare, outbox: await outboxRead, fromDevice: false, formFailed: true };
    // The device's copy without its form (the outcome says the form could not be loaded), else the error stands.
    if (copy) return { inspection: copy, outbox: await outboxRead, fromDevice: true };
    throw error;
  }
}

export function useLoadInspection(bookingId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...inspectionKeys.one(bookingId), 'with-device-copy'],
    queryFn: () => loadInspection(bookingId, queryClient),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
