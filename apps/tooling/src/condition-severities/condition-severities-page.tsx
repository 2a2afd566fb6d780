// Tooling › Condition Severities (admins): how bad each condition an inspector marks on a car part is. The buyer's
// report grades a part by its worst condition at submit (docs/areas/tooling.md#condition-severities).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONDITION_SEVERITIES, CONDITION_SEVERITY_LABELS, type ConditionSeverity } from '@inspection/car-parts';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { Select } from '@inspection/ui';
import { StatusLine, type StatusMessage } from '../shared/status-message';
import { ToolingNav, ToolingPage } from '../shared/tooling-nav';
import { getConditionSeverities, setConditionSeverity, type ConditionSeverityRow } from './condition-severities-data';

const QUERY_KEY = ['tooling', 'condition-severities'] as const;

export default function ConditionSeveritiesPage() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<StatusMessage>(null);
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => getConditionSeverities() });
  const save = useMutation({
    mutationFn: ({ row, severity }: { row: ConditionSeverityRow; severity: ConditionSeverity }) => setConditionSeverity(row.code, severity),
    onSuccess: (_, { row, severity }) => {
      setMessage({ kind: 'info', text: `${row.name}: ${CONDITION_SEVERITY_LABELS[severity]}` });
      return queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => setMessage({ kind: 'error', text: englishErrorText(errorFromDatabase(error)) }),
  });

  return (
    <ToolingPage>
      <ToolingNav />
      <h1 className="text-xl font-semibold text-slate-900">Condition Severities</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        How bad each condition an inspector marks on a car part is. A part takes its worst condition: High parts are listed
        under Critical Repairs Needed, Medium ones under Recommended Repairs; a condition that is not damage is left out of the
        damage. Reports already submitted keep their grades. Only admins can change a severity.
      </p>
      <div className="mt-4 max-w-xl">
        <StatusLine message={message} />
      </div>
      {list.isPending && <p className="mt-4 text-sm text-slate-500">Loading...</p>}
      {list.isError && <StatusLine message={{ kind: 'error', text: 'The condition list could not be loaded.' }} />}
      {list.data && (
        <ul className="mt-4 flex max-w-xl flex-col gap-2" aria-label="Conditions">
          {list.data.map((row) => (
            <li key={row.code} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
              <label htmlFor={`severity-${row.code}`} className="font-medium text-slate-800">
                {row.name}
              </label>
              <div className="sm:w-56">
                <Select
                  id={`severity-${row.code}`}
                  value={row.severity}
                  disabled={save.isPending}
                  onChange={(event) => save.mutate({ row, severity: event.target.value as ConditionSeverity })}
                >
                  {CONDITION_SEVERITIES.map((severity) => (
                    <option key={severity} value={severity}>
                      {CONDITION_SEVERITY_LABELS[severity]}
                    </option>
                  ))}
                </Select>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ToolingPage>
  );
}
