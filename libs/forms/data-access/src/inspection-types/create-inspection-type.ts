import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InspectionType, InspectionTypeWrite } from '@inspection/forms-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionTypeKeys } from './inspection-type-query-keys';

export async function createInspectionType(
  values: InspectionTypeWrite,
  client: Client = defaultClient(),
): Promise<InspectionType> {
  const { data, error } = await client.from('inspection_types').insert(values).select('*').single();
  if (error) throw error;
  return data;
}

export function useCreateInspectionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InspectionTypeWrite) => createInspectionType(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTypeKeys.all }),
  });
}
