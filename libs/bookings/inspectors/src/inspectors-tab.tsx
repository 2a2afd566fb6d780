import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useInspectors, useSaveInspector, type Inspector, type InspectorWrite } from '@inspection/bookings-data-access';
import { Button, DataCardList, EmptyState, ErrorBox, PageSpinner, Table, TableBody, TableHead, TableHeaderCell, TableRow, toast, useMinWidth } from '@inspection/ui';
import { DeactivateDialog } from './deactivate-dialog';
import { InspectorFormDialog } from './inspector-form-dialog';
import { INSPECTOR_COLUMNS, InspectorCard, InspectorTableRow } from './inspector-rows';
import { NEW_INSPECTOR, valuesOf } from './inspector-values';
import { TimeOffDialog } from './time-off-dialog';

/** Settings, tab 'Inspectors': the team, their working days and hours, time off; admins add, edit and deactivate. */
export function InspectorsTab({ canEdit }: { canEdit: boolean }) {
  const inspectors = useInspectors();
  const save = useSaveInspector();
  const [editing, setEditing] = useState<Inspector | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Inspector | null>(null);
  const [timeOffOf, setTimeOffOf] = useState<Inspector | null>(null);
  // A table from 1024 px, cards below (docs/architecture/tables.md): six columns do not fit a phone.
  const wide = useMinWidth();
  const rowProps = { canEdit, onEdit: (i: Inspector) => (save.reset(), setEditing(i)), onTimeOff: setTimeOffOf, onDeactivate: setDeactivating };
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
      ) : wide ? (
        <Table aria-label="Inspectors">
          <TableHead>
            <TableRow>
              {INSPECTOR_COLUMNS.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {inspectors.data.map((i) => (
              <InspectorTableRow key={i.id} inspector={i} {...rowProps} />
            ))}
          </TableBody>
        </Table>
      ) : (
        <DataCardList aria-label="Inspectors">
          {inspectors.data.map((i) => (
            <InspectorCard key={i.id} inspector={i} {...rowProps} />
          ))}
        </DataCardList>
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
