// The name on the inspector's signature: the full_name of the inspector linked to the signed-in account
// (public.inspectors.user_id), or null when the account has none (an admin or office account without one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionKeys } from './inspection-query-keys';

export async function getMyInspectorName(userId: string, client: Client = defaultClient()): Promise<string | null> {
  const { data, error } = await client.from('inspectors').select('full_name').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  const name = (data as { full_name: string | null } | null)?.full_name?.trim();
  return name || null;
}

/** Waits for a user id; offline it stays unanswered and the signature falls back to the account's name. */
export function useMyInspectorName(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...inspectionKeys.all, 'my-inspector-name', userId],
      queryFn: () => getMyInspectorName(userId ?? ''),
      enabled: Boolean(userId),
      staleTime: 5 * 60_000,
    }),
  );
}
