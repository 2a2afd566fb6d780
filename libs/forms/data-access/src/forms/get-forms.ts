import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormStatus } from '@inspection/forms-template-model';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { formKeys } from './form-query-keys';

export interface FormListItem {
  id: string;
  title: string;
  status: FormStatus;
  created_at: string;
  version: number;
  family_id: string;
}

/** Call 6 (list): id, title, status, created_at, newest first; with each form's version and family. */
export async function getForms(client: Client = defaultClient()): Promise<FormListItem[]> {
  const { data, error } = await client
    .from('inspection_forms')
    .select('id, title, status, created_at, version, family_id')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as FormListItem[];
}

export function formsQueryOptions() {
  return queryOptions({ queryKey: formKeys.list(), queryFn: () => getForms() });
}

export function useForms() {
  return useQuery(formsQueryOptions());
}
