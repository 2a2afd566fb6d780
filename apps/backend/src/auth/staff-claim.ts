// Staff is an explicit claim in app_metadata (never writable by the user); admins carry
// role 'admin', which implies staff. Mirrors public.is_staff() for the routes that do not
// go through row level security (storage, upload URLs, spreadsheets, the sheets webhook).
export const STAFF_APP_METADATA = { staff: true } as const;
export const ADMIN_APP_METADATA = { staff: true, role: 'admin' } as const;

export function isStaffClaims(claims: Record<string, unknown> | undefined): boolean {
  if (!claims) return false;
  if (claims.role === 'service_role') return true;
  const meta = claims.app_metadata;
  if (typeof meta !== 'object' || meta === null) return false;
  const { staff, role } = meta as Record<string, unknown>;
  return staff === true || staff === 'true' || role === 'admin';
}
