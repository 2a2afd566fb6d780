// One inspector as a table row (1024 px and up) or as a card (below), with the same actions:
// docs/architecture/tables.md.
import type { Inspector } from '@inspection/bookings-data-access';
import { Badge, Button, DataCard, TableCell, TableRow } from '@inspection/ui';
import { formatPhone } from '@inspection/shared-domain';
import { workingDaysLabel } from './inspector-values';

export interface InspectorRowProps {
  inspector: Inspector;
  canEdit: boolean;
  onEdit: (inspector: Inspector) => void;
  onTimeOff: (inspector: Inspector) => void;
  onDeactivate: (inspector: Inspector) => void;
}

export const INSPECTOR_COLUMNS = ['Name', 'Phone', 'Working days', 'Hours', 'Status', 'Actions'] as const;

const hours = (i: Inspector) => `${i.work_start.slice(0, 5)} – ${i.work_end.slice(0, 5)}`;

function StatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function InspectorActions({ inspector: i, canEdit, onEdit, onTimeOff, onDeactivate }: InspectorRowProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <Button size="sm" variant="outline" aria-label={`Edit ${i.full_name}`} onClick={() => onEdit(i)}>
          Edit
        </Button>
      )}
      <Button size="sm" variant="outline" aria-label={`Time off of ${i.full_name}`} onClick={() => onTimeOff(i)}>
        Time off
      </Button>
      {canEdit && i.active && (
        <Button size="sm" variant="destructive" aria-label={`Deactivate ${i.full_name}`} onClick={() => onDeactivate(i)}>
          Deactivate
        </Button>
      )}
    </div>
  );
}

export function InspectorTableRow(props: InspectorRowProps) {
  const i = props.inspector;
  return (
    <TableRow>
      <TableCell className="font-medium">{i.full_name}</TableCell>
      <TableCell>{i.phone ? formatPhone(i.phone) : '—'}</TableCell>
      <TableCell>{workingDaysLabel(i.working_days)}</TableCell>
      <TableCell>{hours(i)}</TableCell>
      <TableCell>
        <StatusBadge active={i.active} />
      </TableCell>
      <TableCell>
        <InspectorActions {...props} />
      </TableCell>
    </TableRow>
  );
}

export function InspectorCard(props: InspectorRowProps) {
  const i = props.inspector;
  return (
    <DataCard title={i.full_name} badge={<StatusBadge active={i.active} />} actions={<InspectorActions {...props} />}>
      <span>{i.phone ? formatPhone(i.phone) : '—'}</span>
      <span>{workingDaysLabel(i.working_days)}</span>
      <span>{hours(i)}</span>
    </DataCard>
  );
}
