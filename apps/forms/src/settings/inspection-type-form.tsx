import { useEffect, useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorBox, TextField } from '@inspection/ui';
import { EMPTY_INSPECTION_TYPE_FORM, inspectionTypeFormSchema, inspectionTypeToFormInput, type InspectionType, type InspectionTypeFormInput, type InspectionTypeFormValues } from '@inspection/forms-domain';
import { InspectionTypeFeaturesField } from './inspection-type-features-field';

interface InspectionTypeFormProps {
  /** The type being edited, or null to create one. */
  editing: InspectionType | null;
  busy: boolean;
  /** Shown under the form. */
  serverError: string | null;
  onSubmit(values: InspectionTypeFormValues): void;
  onCancelEdit(): void;
}

type FieldName = Exclude<keyof InspectionTypeFormInput, 'features' | 'features_ar'>;
/** The Arabic card's inputs are written right to left. */
const ARABIC = { dir: 'rtl', lang: 'ar' } as const;

export function InspectionTypeForm({ editing, busy, serverError, onSubmit, onCancelEdit }: InspectionTypeFormProps) {
  const form = useForm<InspectionTypeFormInput, unknown, InspectionTypeFormValues>({
    resolver: zodResolver(inspectionTypeFormSchema),
    defaultValues: EMPTY_INSPECTION_TYPE_FORM,
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const ids = { name_en: useId(), actual_price: useId(), current_price: useId(), duration_minutes: useId(), tag: useId(), name_ar: useId(), tag_ar: useId() };

  useEffect(() => {
    reset(editing ? inspectionTypeToFormInput(editing) : EMPTY_INSPECTION_TYPE_FORM);
  }, [editing, reset]);

  const field = (name: FieldName, label: string, input: Partial<ComponentProps<'input'>> = {}, required = true) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField id={ids[name]} label={label} markRequired={required} error={error ? String(error) : undefined} {...input} {...register(name)} />
    );
  };

  return (
    <form
      noValidate
      aria-label={editing ? 'Edit inspection type' : 'New inspection type'}
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">{editing ? 'Edit Inspection Type' : 'Add Inspection Type'}</h2>
      {field('name_en', 'Name (English)', { placeholder: 'e.g. Full Inspection' })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('actual_price', 'Actual Price (AED)', { type: 'number', step: '0.01', min: 0, inputMode: 'decimal' })}
        {field('current_price', 'Current Price (AED)', { type: 'number', step: '0.01', min: 0, inputMode: 'decimal' })}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('duration_minutes', 'Duration (minutes)', { type: 'number', step: '1', min: 1, inputMode: 'numeric' })}
        {field('tag', 'Tag', { placeholder: 'e.g. Popular' }, false)}
      </div>
      <InspectionTypeFeaturesField control={control} errors={formState.errors} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('name_ar', 'Name (Arabic)', { ...ARABIC, placeholder: 'مثال: فحص شامل' }, false)}
        {field('tag_ar', 'Tag (Arabic)', { ...ARABIC, placeholder: 'مثال: الأكثر طلبًا' }, false)}
      </div>
      <InspectionTypeFeaturesField control={control} errors={formState.errors} arabic />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {editing ? 'Update' : 'Create'}
        </Button>
        {editing && (
          <Button variant="outline" onClick={onCancelEdit} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
    </form>
  );
}
