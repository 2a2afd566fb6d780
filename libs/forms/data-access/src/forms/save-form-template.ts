import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveTemplatePayload } from '@inspection/forms-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';
import type { InspectionFormRow } from './template-rows';

/** SQLSTATE raised by save_form_template when the form changed since it was loaded. */
export const STALE_TEMPLATE_CODE = 'PT409';

export function isStaleTemplateError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STALE_TEMPLATE_CODE;
}

/**
 * Writes the whole template (form, sections, fields, child fields, options) in one request and one
 * transaction, keeping the ids of rows that still exist: a row-by-row save (form, then each section, field and
 * option batch) takes hundreds of requests for a large form and leaves a half-saved form when one fails.
 */
export async function saveFormTemplate(
  payload: SaveTemplatePayload,
  client: Client = defaultClient(),
): Promise<InspectionFormRow> {
  const { data, error } = await client.rpc('save_form_template', { template: jsonArg(payload) });
  if (error) throw error;
  return jsonResult<InspectionFormRow>(data);
}

export function useSaveFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveTemplatePayload) => saveFormTemplate(payload),
    onSuccess: (form) => {
      queryClient.removeQueries({ queryKey: formKeys.template(form.id) });
      return queryClient.invalidateQueries({ queryKey: formKeys.list() });
    },
  });
}
