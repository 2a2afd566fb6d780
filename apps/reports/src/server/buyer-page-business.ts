// The business the buyer's page comes from (public.business_profile, which the anonymous role may read): asked
// beside the report on every request, so an admin's change shows on the next page; none when it cannot be read
// (the page then shows the product's shield, and the default units).
import { BUSINESS_PROFILE_COLUMNS, parseBusinessProfile, type BusinessProfile } from '@inspection/shared-domain';

const SELECT = encodeURIComponent(BUSINESS_PROFILE_COLUMNS.replace(/\s/g, ''));

export async function fetchBuyerPageBusiness(backendUrl: string, anonKey: string): Promise<BusinessProfile | null> {
  try {
    const response = await fetch(`${backendUrl}/rest/v1/business_profile?select=${SELECT}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    return response.ok ? parseBusinessProfile(await response.json()) : null;
  } catch {
    return null;
  }
}
