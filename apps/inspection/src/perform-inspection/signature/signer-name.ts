// The name prefilled on the inspector's signature: the signed-in user's profile name (user_metadata full_name or
// name), else their email address. (When public.inspectors lands, its full_name is the better source.)
interface SignedInUser {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

export function signerName(user: SignedInUser | null | undefined): string {
  const meta = user?.user_metadata ?? {};
  for (const key of ['full_name', 'name']) {
    const value = meta[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return user?.email ?? '';
}
