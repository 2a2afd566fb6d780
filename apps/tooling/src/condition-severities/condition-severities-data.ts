// The condition list with its severities (condition_codes; docs/areas/inspection.md#car-diagram): read by any member of
// staff, a severity written by an admin only (the database refuses anyone else, 42501 condition_severity_admin_only).
import { defaultClient, type Client } from '@inspection/supabase-client';
import { isConditionSeverity, type ConditionSeverity } from '@inspection/car-parts';

export interface ConditionSeverityRow {
  code: number;
  name: string;
  severity: ConditionSeverity;
}

export async function getConditionSeverities(client: Client = defaultClient()): Promise<ConditionSeverityRow[]> {
  const { data, error } = await client.from('condition_codes').select('condition_code, condition_name, severity').order('condition_code');
  if (error) throw error;
  return (data ?? []).map((row) => ({
    code: row.condition_code,
    name: row.condition_name,
    severity: isConditionSeverity(row.severity) ? row.severity : 'minor',
  }));
}

export async function setConditionSeverity(code: number, severity: ConditionSeverity, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.from('condition_codes').update({ severity }).eq('condition_code', code);
  if (error) throw error;
}
