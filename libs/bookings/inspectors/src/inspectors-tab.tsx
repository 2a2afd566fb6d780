import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useInspectors, useSaveInspector, type Inspector, type InspectorWrite } from '@inspection/bookings-data-access';
import { Badge, Button, EmptyState, ErrorBox, PageSpinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, toast } from '@inspection/ui';
import { DeactivateDialog } from './deactivate-dialog';
import { InspectorFormDialog } from './inspector-form-dialog';
import { NEW_INSPECTOR, valuesOf, workingDaysLabel } from './inspector-values';
import { TimeOffDialog } from './time-off-dialog';

/** Settings, tab 'Inspectors': the team, their working days and hours, time off; admins add, edit and deactivate. */
export function InspectorsTab({ canEdit }: { canEdit: boolean }) {
  const inspectors = useInspectors();
  const save = useSaveInspector();
  const [editing, setEditing] = useState<Inspector | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Inspector | null>(null);
  const [timeOffOf, setTimeOffOf] = useState<Inspector | null>(null);
  const onSave = (write: InspectorWrite) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, values: write },
      {
        onSuccess: () => {
          toast.success(editing === 'new' ? 'Inspector added' : 'Inspector updated');
          setEditing(null);
        },
      },
    );
  if (inspectors.isPending) return <PageSpinner />;
  if (inspectors.isError) return <ErrorBox>{(inspectors.error as Error).message}</ErrorBox>;
  return (
    <div className="flex flex-col gap-4">
      {canEdit && (
        <Button className="self-end" onClick={() => (save.reset(), setEditing('new'))}>
          <UserPlus aria-hidden="true" /> Add Inspector
        </Button>
      )}
      {inspectors.data.length === 0 ? (
        <EmptyState title="No inspectors yet" />
      ) : (
        <Table aria-label="Inspectors">
          <TableHead>
            <TableRow>
              {['Name', 'Phone', 'Working days', 'Hours', 'Status', 'Actions'].map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {inspectors.data.map((i) => (
              <TableRow key={i.id}>
                <TableCell className="font-medium">{i.full_name}</TableCell>
                <TableCell>{i.phone ?? '—'}</TableCell>
                <TableCell>{workingDaysLabel(i.working_days)}</TableCell>
                <TableCell>
                  {i.work_start.slice(0, 5)} – {i.work_end.slice(0, 5)}
                </TableCell>
                <TableCell>
                  <Badge variant={i.active ? 'success' : 'neutral'}>{i.active ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-2">
                    {canEdit && (
                      <Button size="sm" variant="outline" aria-label={`Edit ${i.full_name}`} onClick={() => (save.reset(), setEditing(i))}>
                        Edit
                      </Button>
                    )}
                    <Button size="sm" variant="outline" aria-label={`Time off of ${i.full_name}`} onClick={() => setTimeOffOf(i)}>
                      Time off
                    </Button>
                    {canEdit && i.active && (
                      <Button size="sm" variant="destructive" aria-label={`Deactivate ${i.full_name}`} onClick={() => setDeactivating(i)}>
                        Deactivate
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <InspectorFormDialog
          title={editing === 'new' ? 'Add Inspector' : `Edit ${editing.full_name}`}
          initial={editing === 'new' ? NEW_INSPECTOR : valuesOf(editing)}
          saving={save.isPending}
          serverError={save.isError ? (save.error as Error).message : null}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      {deactivating && <DeactivateDialog inspector={deactivating} onClose={() => setDeactivating(null)} />}
      {timeOffOf && <TimeOffDialog inspector={timeOffOf} canEdit={canEdit} onClose={() => setTimeOffOf(null)} />}
    </div>
  );
}
