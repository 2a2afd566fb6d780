// The name prefilled on the inspector's signature (still editable): the full_name of the inspector linked to the
// signed-in account (public.inspectors), else the user's profile name (user_metadata full_name or name), else their
// email address.
interface SignedInUser {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

export function signerName(user: SignedInUser | null | undefined, inspectorFullName?: string | null): string {
  if (inspectorFullName?.trim()) return inspectorFullName.trim();
  const meta = user?.user_metadata ?? {};
  for (const key of ['full_name', 'name']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return user?.email ?? '';
}
