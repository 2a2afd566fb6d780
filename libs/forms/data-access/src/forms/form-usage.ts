// Whether inspections answered a form: such a form never goes back to draft (the database refuses it, PT423
// form_in_use), so the editor offers New Version instead (docs/areas/forms.md#status-and-locking).
import { useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';

/** One row at most is read: whether any inspection answered the form, not how many. */
export async function isFormInUse(formId: string, client: Client = defaultClient()): Promise<boolean> {
  const { data, error } = await client.from('inspection_data').select('id').eq('form_id', formId).limit(1);
  if (error) throw error;
  return data.length > 0;
}

/** Asked only for a live or inactive form (`enabled`): a draft is edited as it is. */
export function useFormInUse(formId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: formKeys.usage(formId ?? ''),
    queryFn: () => isFormInUse(formId!),
    enabled: enabled && formId !== null,
  });
}
