import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormStatus } from '@inspection/forms-template-model';
import { errorFromDatabase } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';

export interface FormStatusResult {
  id: string;
  status: FormStatus;
  updated_at: string;
}

/** Call 10 (status alone). Returns the new updated_at, which a later save must present. */
/** The database keeps one live form per inspection type; going live with a second one is refused with this. */
export function isAnotherLiveFormError(error: unknown): boolean {
  return errorFromDatabase(error).key === 'errors.oneLiveForm';
}

export async function updateFormStatus(
  id: string,
  status: FormStatus,
  client: Client = defaultClient(),
): Promise<FormStatusResult> {
  const { data, error } = await client
    .from('inspection_forms')
    .update({ status })
    .eq('id', id)
    .select('id, status, updated_at')
    .single();
  if (error) throw error;
  return data as FormStatusResult;
}

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FormStatus }) => updateFormStatus(id, status),
    onSuccess: (form) => {
      queryClient.removeQueries({ queryKey: formKeys.template(form.id) });
      // Going live may retire the family's live version: the versions shown change too.
      void queryClient.invalidateQueries({ queryKey: [...formKeys.all, 'versions'] });
      return queryClient.invalidateQueries({ queryKey: formKeys.list() });
    },
    // Refused back to draft because inspections answered it: the editor now knows, and offers New Version instead.
    onError: (error, { id }) => {
      if (errorFromDatabase(error).key === 'errors.formInUse') queryClient.setQueryData(formKeys.usage(id), true);
    },
  });
}
