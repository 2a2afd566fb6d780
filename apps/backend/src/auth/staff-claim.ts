// Staff is an explicit claim in app_metadata (never writable by the user); role 'admin',
// 'staff' (office) or 'inspector' implies staff. Mirrors public.is_staff() for the routes that do not
// go through row level security (storage, upload URLs, spreadsheets, the sheets webhook).
export const STAFF_APP_METADATA = { staff: true } as const;
export const ADMIN_APP_METADATA = { staff: true, role: 'admin' } as const;

export const ROLES = ['admin', 'staff', 'inspector'] as const;
export type Role = (typeof ROLES)[number];

export function appMetadataOfRole(role: Role) {
  return { staff: true, role } as const;
}

export function isStaffClaims(claims: Record<string, unknown> | undefined): boolean {
  if (!claims) return false;
  if (claims.role === 'service_role') return true;
  const meta = claims.app_metadata;
  if (typeof meta !== 'object' || meta === null) return false;
  const { staff, role } = meta as Record<string, unknown>;
  return staff === true || staff === 'true' || (ROLES as readonly unknown[]).includes(role);
}

/** Staff other than inspectors (mirrors is_staff() and not is_inspector()): the office's call logs and spreadsheets. */
export function isOfficeClaims(claims: Record<string, unknown> | undefined): boolean {
  if (!isStaffClaims(claims)) return false;
  if (claims!.role === 'service_role') return true;
  return (claims!.app_metadata as Record<string, unknown>).role !== 'inspector';
}
