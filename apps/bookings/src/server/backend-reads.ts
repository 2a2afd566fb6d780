// What the customers' page servers read from the backend as the anonymous role: the inspection types, the
// business's profile (both kept a short while: they change rarely), and a manage link's booking.
import { parseManagedBooking, parsePublicInspectionTypes, type ManagedBooking } from '@inspection/bookings-data-access';
import { BUSINESS_PROFILE_COLUMNS, parseBusinessProfile, type BusinessProfile } from '@inspection/shared-domain';

const headers = (anonKey: string) => ({ apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' });

async function rpc(backendUrl: string, anonKey: string, fn: string, args: object): Promise<unknown> {
  const response = await fetch(`${backendUrl}/rest/v1/rpc/${fn}`, { method: 'POST', headers: headers(anonKey), body: JSON.stringify(args) });
  if (!response.ok) throw new Error(`${fn} answered ${response.status}`);
  return response.json();
}

export const fetchPublicTypes = (backendUrl: string, anonKey: string) =>
  rpc(backendUrl, anonKey, 'get_public_inspection_types', {}).then(parsePublicInspectionTypes);

export async function fetchBusinessProfile(backendUrl: string, anonKey: string): Promise<BusinessProfile | null> {
  const select = BUSINESS_PROFILE_COLUMNS.replace(/\s/g, '');
  const response = await fetch(`${backendUrl}/rest/v1/business_profile?select=${select}&limit=1`, { headers: headers(anonKey) });
  if (!response.ok) throw new Error(`business_profile answered ${response.status}`);
  return parseBusinessProfile(await response.json());
}

export const fetchManagedBooking = (backendUrl: string, anonKey: string, token: string): Promise<ManagedBooking | null> =>
  rpc(backendUrl, anonKey, 'get_managed_booking', { p_token: token }).then(parseManagedBooking);

/** A read kept for `freshMs` (a failed one is tried again at the next request). */
export function keptFor<T>(freshMs: number, now: () => number, read: () => Promise<T>): () => { readAt: number; read: Promise<T> } {
  let kept: { readAt: number; read: Promise<T> } | undefined;
  return () => {
    if (!kept || now() - kept.readAt >= freshMs) {
      const current = { readAt: now(), read: read() };
      kept = current;
      current.read.catch(() => {
        if (kept === current) kept = undefined;
      });
    }
    return kept;
  };
}
