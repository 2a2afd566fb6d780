import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateFromEmbeddedRow, type EditorTemplate, type EmbeddedFormRow } from '@inspection/domain';
import { defaultClient, type Client } from './supabase-client';
import { formKeys } from './form-query-keys';

/**
 * Calls 6–8 in one request: the form with its sections, fields (top-level and child, which share
 * their parent's section) and options, each embedded list ordered by order_index.
 */
export async function getFormTemplate(id: string, client: Client = defaultClient()): Promise<EditorTemplate> {
  const { data, error } = await client
    .from('inspection_forms')
    .select(
      'id, title, status, inspection_type_id, created_at, updated_at, ' +
        'form_sections(id, form_id, title, order_index, ' +
        'form_fields(id, section_id, parent_field_id, title, type, required, is120point, input_type, allow_multiple, order_index, ' +
        'dropdown_options(id, field_id, label, value, score, order_index)))',
    )
    .eq('id', id)
    .order('order_index', { referencedTable: 'form_sections' })
    .order('order_index', { referencedTable: 'form_sections.form_fields' })
    .order('order_index', { referencedTable: 'form_sections.form_fields.dropdown_options' })
    .single();
  if (error) throw error;
  return templateFromEmbeddedRow(data as unknown as EmbeddedFormRow);
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
