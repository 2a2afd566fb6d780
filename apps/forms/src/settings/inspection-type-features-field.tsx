// The type card's free-form list in the settings form: one input per line, added, removed and reordered here,
// validated with the rest of the form and saved with the type. Twice: in English (features) and in Arabic
// (features_ar, its inputs right to left).
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Button, Input } from '@inspection/ui';
import { MAX_FEATURE_LINES, moveFeatureLine, type InspectionTypeFormInput, type InspectionTypeFormValues } from '@inspection/forms-domain';

interface FeaturesFieldProps {
  control: Control<InspectionTypeFormInput, unknown, InspectionTypeFormValues>;
  errors: FieldErrors<InspectionTypeFormInput>;
  /** The Arabic list (features_ar): its own legend, line labels and right-to-left inputs. */
  arabic?: boolean;
}

const WORDS = {
  en: { legend: 'What’s included', line: 'line', Line: 'Line', empty: 'No lines yet. They are listed on the type’s card.', placeholder: 'e.g. 200-point check' },
  ar: {
    legend: 'What’s included (Arabic)',
    line: 'Arabic line',
    Line: 'Arabic line',
    empty: 'No Arabic lines yet. The Arabic page shows the English ones.',
    placeholder: 'مثال: فحص 200 نقطة',
  },
} as const;

type LineErrors = Record<number, { message?: string } | undefined> & { message?: string; root?: { message?: string } };

export function InspectionTypeFeaturesField({ control, errors, arabic = false }: FeaturesFieldProps) {
  const name = arabic ? 'features_ar' : 'features';
  const words = WORDS[arabic ? 'ar' : 'en'];
  const { field } = useController({ control, name });
  const lines: string[] = field.value ?? [];
  const lineErrors = (errors[name] ?? {}) as LineErrors;
  const listError = lineErrors.root?.message ?? lineErrors.message;
  const set = (next: string[]) => field.onChange(next);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{words.legend}</legend>
      {lines.length === 0 && <p className="text-sm text-slate-500">{words.empty}</p>}
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const n = index + 1;
          const error = lineErrors[index]?.message;
          return (
            <li key={index}>
              <div className="flex items-center gap-1">
                <Input
                  aria-label={`${words.Line} ${n}`}
                  {...(arabic ? { dir: 'rtl', lang: 'ar' } : {})}
                  value={line}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => set(lines.map((l, i) => (i === index ? e.target.value : l)))}
                  onBlur={field.onBlur}
                  placeholder={words.placeholder}
                />
                <Button size="icon" variant="ghost" aria-label={`Move ${words.line} ${n} up`} disabled={index === 0} onClick={() => set(moveFeatureLine(lines, index, index - 1))}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Move ${words.line} ${n} down`} disabled={index === lines.length - 1} onClick={() => set(moveFeatureLine(lines, index, index + 1))}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Remove ${words.line} ${n}`} onClick={() => set(lines.filter((_, i) => i !== index))}>
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
        {arabic ? 'Add Arabic line' : 'Add line'}
      </Button>
    </fieldset>
  );
}
