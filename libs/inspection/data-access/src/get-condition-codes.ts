import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { inspectionKeys } from './inspection-query-keys';

/** The condition names a part can be marked with, in condition_code order. */
export async function getConditionNames(client: Client = defaultClient()): Promise<string[]> {
  const { data, error } = await client.from('condition_codes').select('condition_name').order('condition_code');
  if (error) throw error;
  return (data ?? []).map((row) => row.condition_name as string);
}

/** Each condition's severity as admins set it (condition_codes.severity: none, minor, moderate or major), by name. */
export async function getConditionSeverities(client: Client = defaultClient()): Promise<Record<string, string>> {
  const { data, error } = await client.from('condition_codes').select('condition_name, severity');
  if (error) throw error;
  return Object.fromEntries((data ?? []).map((row) => [row.condition_name as string, row.severity as string]));
}

export function useConditionSeverities() {
  return useQuery(
    queryOptions({ queryKey: [...inspectionKeys.conditionCodes(), 'severities'], queryFn: () => getConditionSeverities(), staleTime: Infinity }),
  );
}

export function useConditionNames() {
  return useQuery(
    queryOptions({ queryKey: inspectionKeys.conditionCodes(), queryFn: () => getConditionNames(), staleTime: Infinity }),
  );
}
