import { useState } from 'react';
import { Tags } from 'lucide-react';
import { ConfirmDialog, EmptyState, ErrorBox, PageSpinner, toast } from '@inspection/ui';
import { useCreateInspectionType, useDeleteInspectionType, useInspectionTypes, useUpdateInspectionType } from '@inspection/forms-data-access';
import { DELETE_INSPECTION_TYPE_CONFIRMATION, inspectionTypeErrorMessage, toInspectionTypeWrite, type InspectionType, type InspectionTypeFormValues } from '@inspection/forms-domain';
import { InspectionTypeForm } from './inspection-type-form';
import { InspectionTypeList } from './inspection-type-list';

export function InspectionTypesTab() {
  const types = useInspectionTypes('newest');
  const create = useCreateInspectionType();
  const update = useUpdateInspectionType();
  const remove = useDeleteInspectionType();
  const [editing, setEditing] = useState<InspectionType | null>(null);
  const [deleting, setDeleting] = useState<InspectionType | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = (values: InspectionTypeFormValues) => {
    setServerError(null);
    const write = toInspectionTypeWrite(values);
    const onError = (error: unknown) => setServerError(inspectionTypeErrorMessage(error));
    if (editing) {
      update.mutate(
        { id: editing.id, values: write },
        {
          onSuccess: () => {
            toast.success('Inspection type updated');
            setEditing(null);
          },
          onError,
        },
      );
    } else {
      create.mutate(write, { onSuccess: () => toast.success('Inspection type created'), onError });
    }
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    setServerError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Inspection type deleted');
        if (editing?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        setServerError(inspectionTypeErrorMessage(error));
        setDeleting(null);
      },
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
      <div className="lg:sticky lg:top-4">
        <InspectionTypeForm
          editing={editing}
          busy={create.isPending || update.isPending}
          serverError={serverError}
          onSubmit={onSubmit}
          onCancelEdit={() => {
            setEditing(null);
            setServerError(null);
          }}
        />
      </div>
      <section aria-label="Inspection types list">
        {types.isPending ? (
          <PageSpinner label="Loading inspection types" />
        ) : types.isError ? (
          <ErrorBox>{inspectionTypeErrorMessage(types.error)}</ErrorBox>
        ) : types.data.length === 0 ? (
          <EmptyState icon={Tags} title="No inspection types yet." />
        ) : (
          <InspectionTypeList
            types={types.data}
            editingId={editing?.id ?? null}
            onEdit={(type) => {
              setServerError(null);
              setEditing(type);
            }}
            onDelete={setDeleting}
          />
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        message={DELETE_INSPECTION_TYPE_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
