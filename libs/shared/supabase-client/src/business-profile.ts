// The one reader of the business profile (public.business_profile, one row everyone may read;
// docs/areas/business-profile.md), for every app: the console's header and formatters, Settings' 'Business' tab, the
// reports. It changes rarely, so it is read once and kept (an admin's save refreshes it at once).
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_PROFILE_COLUMNS, parseBusinessProfile, toStoredPhone, type BusinessProfile } from '@inspection/shared-domain';
import { defaultClient, type Client } from './supabase-client';

export const businessProfileQueryKey = ['business-profile'] as const;
/** How long a read profile stays fresh in a page: an hour (an admin's own save refreshes it at once). */
export const BUSINESS_PROFILE_STALE_MS = 60 * 60 * 1000;

export async function fetchBusinessProfile(client: Client = defaultClient()): Promise<BusinessProfile | null> {
  const { data, error } = await client.from('business_profile').select(BUSINESS_PROFILE_COLUMNS).maybeSingle();
  if (error) throw error;
  return parseBusinessProfile(data);
}

/**
 * The profile as a query: read once per page and kept; undefined while it loads (or when not `enabled`: a page of
 * fixed demo data asks nothing), null if there is none.
 */
export function useBusinessProfile({ enabled = true, client }: { enabled?: boolean; client?: Client } = {}) {
  return useQuery({
    queryKey: businessProfileQueryKey,
    queryFn: () => fetchBusinessProfile(client),
    enabled,
    staleTime: BUSINESS_PROFILE_STALE_MS,
    gcTime: Infinity,
    retry: 1,
  });
}

/** The row's columns an admin writes (Settings, tab 'Business'): empty email, address and logo are none. */
export interface BusinessProfileChanges {
  name: string;
  phone: string;
  email: string;
  address: string;
  logoUrl: string;
  distanceUnit: BusinessProfile['distanceUnit'];
  timeFormat: BusinessProfile['timeFormat'];
  currency: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Saves the one row (admins only, by row level security: a non-admin's save changes no row and is refused). */
export async function updateBusinessProfile(changes: BusinessProfileChanges, client: Client = defaultClient()): Promise<BusinessProfile> {
  const { data, error } = await client
    .from('business_profile')
    .update({
      name: changes.name.trim(),
      // Stored in E.164, as every phone of the product (toStoredPhone); the table refuses an implausible one.
      phone: toStoredPhone(changes.phone) ?? changes.phone.trim(),
      email: orNull(changes.email),
      address: orNull(changes.address),
      logo_url: orNull(changes.logoUrl),
      distance_unit: changes.distanceUnit,
      time_format: changes.timeFormat,
      currency: changes.currency.trim(),
    })
    .eq('id', true)
    .select(BUSINESS_PROFILE_COLUMNS)
    .single();
  if (error) throw error;
  const saved = parseBusinessProfile(data);
  if (!saved) throw new Error('The business profile was not saved');
  return saved;
}

/** The public bucket of the business's logo (admins write it: supabase/schemas/business-profile.sql). */
export const BUSINESS_LOGO_BUCKET = 'business-logos';
export const BUSINESS_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BUSINESS_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Uploads a logo under a new name (a cached old logo is never shown for the new one); resolves to its public link. */
export async function uploadBusinessLogo(file: File, client: Client = defaultClient()): Promise<string> {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[file.type] ?? 'png';
  const name = `logo-${Date.now().toString(36)}.${extension}`;
  const { error } = await client.storage.from(BUSINESS_LOGO_BUCKET).upload(name, file, { contentType: file.type, cacheControl: '31536000' });
  if (error) throw error;
  return client.storage.from(BUSINESS_LOGO_BUCKET).getPublicUrl(name).data.publicUrl;
}
