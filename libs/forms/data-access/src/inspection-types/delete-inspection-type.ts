import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionTypeKeys } from './inspection-type-query-keys';

export async function deleteInspectionType(id: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.from('inspection_types').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteInspectionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInspectionType(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTypeKeys.all }),
  });
}
