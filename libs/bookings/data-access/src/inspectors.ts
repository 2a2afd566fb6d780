// The team (Settings, Inspectors): inspectors, their time off, and deactivation with the reassignment of their
// future bookings (deactivate_inspector). Admins write; row level security refuses anyone else.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import type { Database } from '@inspection/database-types';

export type Inspector = Database['public']['Tables']['inspectors']['Row'];
export type InspectorWrite = Pick<Inspector, 'full_name' | 'phone' | 'working_days' | 'work_start' | 'work_end'>;
export type TimeOff = Database['public']['Tables']['inspector_time_off']['Row'];
export type DeactivationResult = Database['public']['Functions']['deactivate_inspector']['Returns'];

export const inspectorKeys = {
  all: ['inspectors'] as const,
  timeOff: (inspectorId: string) => ['inspectors', 'time-off', inspectorId] as const,
};

export async function getInspectors(client: Client = defaultClient()): Promise<Inspector[]> {
  const { data, error } = await client.from('inspectors').select('*').order('active', { ascending: false }).order('full_name');
  if (error) throw error;
  return data ?? [];
}

export async function saveInspector(id: string | null, values: InspectorWrite, client: Client = defaultClient()): Promise<void> {
  const { error } = id ? await client.from('inspectors').update(values).eq('id', id) : await client.from('inspectors').insert(values);
  if (error) throw error;
}

export async function deactivateInspector(id: string, client: Client = defaultClient()): Promise<DeactivationResult> {
  const { data, error } = await client.rpc('deactivate_inspector', { p_inspector_id: id });
  if (error) throw error;
  return data ?? [];
}

export async function getTimeOff(inspectorId: string, client: Client = defaultClient()): Promise<TimeOff[]> {
  const { data, error } = await client.from('inspector_time_off').select('*').eq('inspector_id', inspectorId).order('starts_at');
  if (error) throw error;
  return data ?? [];
}

export async function addTimeOff(row: Pick<TimeOff, 'inspector_id' | 'starts_at' | 'ends_at' | 'reason'>, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.from('inspector_time_off').insert(row);
  if (error) throw error;
}

export function useInspectors() {
  return useQuery({ queryKey: inspectorKeys.all, queryFn: () => getInspectors() });
}

export function useTimeOff(inspectorId: string) {
  return useQuery({ queryKey: inspectorKeys.timeOff(inspectorId), queryFn: () => getTimeOff(inspectorId) });
}

function useTeamMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: inspectorKeys.all }) });
}

export const useSaveInspector = () => useTeamMutation(({ id, values }: { id: string | null; values: InspectorWrite }) => saveInspector(id, values));
export const useDeactivateInspector = () => useTeamMutation((id: string) => deactivateInspector(id));
export const useAddTimeOff = () => useTeamMutation((row: Parameters<typeof addTimeOff>[0]) => addTimeOff(row));
