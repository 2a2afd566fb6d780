import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InspectionType, InspectionTypeWrite } from '@inspection/forms-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionTypeKeys } from './inspection-type-query-keys';

export async function updateInspectionType(
  id: string,
  values: InspectionTypeWrite,
  client: Client = defaultClient(),
): Promise<InspectionType> {
  const { data, error } = await client.from('inspection_types').update(values).eq('id', id).select('*').single();
  if (error) throw error;
  return data;
}

export function useUpdateInspectionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: InspectionTypeWrite }) => updateInspectionType(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTypeKeys.all }),
  });
}
