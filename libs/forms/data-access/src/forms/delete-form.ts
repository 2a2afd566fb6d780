import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';

/** Call 9. Sections, fields and options go with the form (on delete cascade). */
export async function deleteForm(id: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.from('inspection_forms').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteForm(id),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: formKeys.template(id) });
      return queryClient.invalidateQueries({ queryKey: formKeys.list() });
    },
  });
}
