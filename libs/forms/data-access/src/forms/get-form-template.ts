import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditorTemplate } from '@inspection/forms-template-model';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';
import { templateFromEmbeddedRow } from './template-from-rows';
import { EMBEDDED_FORM_COLUMNS } from './template-rows';

/**
 * Calls 6–8 in one request: the form with its sections, fields (top-level and child, which share
 * their parent's section) and options, each embedded list ordered by order_index.
 */
export async function getFormTemplate(id: string, client: Client = defaultClient()): Promise<EditorTemplate> {
  const { data, error } = await client
    .from('inspection_forms')
    .select(EMBEDDED_FORM_COLUMNS)
    .eq('id', id)
    .order('order_index', { referencedTable: 'form_sections' })
    .order('order_index', { referencedTable: 'form_sections.form_fields' })
    .order('order_index', { referencedTable: 'form_sections.form_fields.dropdown_options' })
    .single();
  if (error) throw error;
  return templateFromEmbeddedRow(data);
}

export function formTemplateQueryOptions(id: string) {
  return queryOptions({
    queryKey: formKeys.template(id),
    queryFn: () => getFormTemplate(id),
    // The editor copies the template into local state; refetching under it would be confusing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useFormTemplate(id: string | undefined) {
  return useQuery({ ...formTemplateQueryOptions(id ?? ''), enabled: Boolean(id) });
}
