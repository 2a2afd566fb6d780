import { useId } from 'react';
import { Button } from '@inspection/ui';
import type { StatusAction } from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/forms-template-model';
import { FormStatusBadge } from '../form-list/form-status-badge';

interface StatusControlProps {
  status: FormStatus;
  /** The status changes offered: one button each (view mode); none while editing. */
  actions: StatusAction[];
  busy: boolean;
  onChoose(status: FormStatus): void;
}

/** The saved form's status as a badge, and each change it allows as a button (docs/areas/forms.md#status-and-locking). */
export function StatusControl({ status, actions, busy, onChoose }: StatusControlProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Status
      </span>
      <span data-testid="form-status">
        <FormStatusBadge status={status} />
      </span>
      {actions.map((action) => (
        <Button
          key={action.status}
          variant={action.status === 'live' ? 'primary' : 'outline'}
          size="sm"
          disabled={busy}
          onClick={() => onChoose(action.status)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
