// Form versions (docs/areas/forms.md#versions): a family's versions, their fields for the differences between them, and making the
// next version (new_form_version: a draft copy of everything, in one transaction).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormStatus } from '@inspection/forms-template-model';
import type { VersionField } from '@inspection/forms-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';

export interface FormVersionItem {
  id: string;
  title: string;
  status: FormStatus;
  version: number;
  created_at: string;
  /** The version's fields (all depths), for its differences from the one before. */
  fields: VersionField[];
}

type SectionRow = { form_id: string; form_fields: Array<{ stable_id: string; title: string; dropdown_options: Array<{ label: string; score: number }> }> };

/** Every version of the form's family, latest first, each with its fields. */
export async function getFormVersions(formId: string, client: Client = defaultClient()): Promise<FormVersionItem[]> {
  const own = await client.from('inspection_forms').select('family_id').eq('id', formId).single();
  if (own.error) throw own.error;
  const family = await client.from('inspection_forms').select('id, title, status, version, created_at')
    .eq('family_id', own.data.family_id).order('version', { ascending: false });
  if (family.error) throw family.error;
  const sections = await client.from('form_sections')
    .select('form_id, order_index, form_fields(stable_id, title, order_index, dropdown_options(label, score, order_index))')
    .in('form_id', family.data.map((f) => f.id)).order('order_index');
  if (sections.error) throw sections.error;
  const fields = new Map<string, VersionField[]>();
  for (const section of sections.data as unknown as SectionRow[]) {
    const list = fields.get(section.form_id) ?? [];
    for (const f of section.form_fields) list.push({ stableId: f.stable_id, title: f.title, options: f.dropdown_options });
    fields.set(section.form_id, list);
  }
  return family.data.map((f) => ({ ...(f as Omit<FormVersionItem, 'fields'>), fields: fields.get(f.id) ?? [] }));
}

export function formVersionsQueryOptions(formId: string) {
  return queryOptions({ queryKey: formKeys.versions(formId), queryFn: () => getFormVersions(formId) });
}

export function useFormVersions(formId: string) {
  return useQuery(formVersionsQueryOptions(formId));
}

/** The next version of a form's family as a draft copy; returns the new form's id. */
export async function newFormVersion(formId: string, client: Client = defaultClient()): Promise<string> {
  const { data, error } = await client.rpc('new_form_version', { p_form_id: formId });
  if (error) throw error;
  return data as string;
}

export function useNewFormVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) => newFormVersion(formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all }),
  });
}
