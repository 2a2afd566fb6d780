// The type card's free-form list in the settings form: one input per line, added, removed and reordered here,
// validated with the rest of the form and saved with the type.
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Button, Input } from '@inspection/ui';
import { MAX_FEATURE_LINES, moveFeatureLine, type InspectionTypeFormInput, type InspectionTypeFormValues } from '@inspection/forms-domain';

interface FeaturesFieldProps {
  control: Control<InspectionTypeFormInput, unknown, InspectionTypeFormValues>;
  errors: FieldErrors<InspectionTypeFormInput>;
}

type LineErrors = Record<number, { message?: string } | undefined> & { message?: string; root?: { message?: string } };

export function InspectionTypeFeaturesField({ control, errors }: FeaturesFieldProps) {
  const { field } = useController({ control, name: 'features' });
  const lines: string[] = field.value ?? [];
  const lineErrors = (errors.features ?? {}) as LineErrors;
  const listError = lineErrors.root?.message ?? lineErrors.message;
  const set = (next: string[]) => field.onChange(next);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">What’s included</legend>
      {lines.length === 0 && <p className="text-sm text-slate-500">No lines yet. They are listed on the type’s card.</p>}
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const n = index + 1;
          const error = lineErrors[index]?.message;
          return (
            <li key={index}>
              <div className="flex items-center gap-1">
                <Input
                  aria-label={`Line ${n}`}
                  value={line}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => set(lines.map((l, i) => (i === index ? e.target.value : l)))}
                  onBlur={field.onBlur}
                  placeholder="e.g. 200-point check"
                />
                <Button size="icon" variant="ghost" aria-label={`Move line ${n} up`} disabled={index === 0} onClick={() => set(moveFeatureLine(lines, index, index - 1))}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Move line ${n} down`} disabled={index === lines.length - 1} onClick={() => set(moveFeatureLine(lines, index, index + 1))}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Remove line ${n}`} onClick={() => set(lines.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      <Button variant="outline" size="sm" className="self-start" disabled={lines.length >= MAX_FEATURE_LINES} onClick={() => set([...lines, ''])}>
        <Plus aria-hidden="true" />
        Add line
      </Button>
    </fieldset>
  );
}
