import type { Ref } from 'react';
import type { WizardStep } from '@inspection/bookings-domain';
import { cn } from '@inspection/ui';
import { intlLocale } from '@inspection/shared-domain';
import { useBookWords } from '../public-booking/i18n/book-words';

const TITLE_KEYS = { type: 'steps.type', location: 'steps.location', datetime: 'steps.datetime', details: 'steps.details' } as const;

export function StepIndicator({ steps, current }: { steps: WizardStep[]; current: number }) {
  const { t, language } = useBookWords();
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t('steps.label')}>
      {steps.map((step, i) => (
        <li key={step} className="flex items-center gap-2" aria-current={i === current ? 'step' : undefined}>
          <span
            className={cn(
              'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
              i < current ? 'bg-blue-600 text-white' : i === current ? 'bg-blue-600 text-white ring-4 ring-blue-100' : 'bg-slate-200 text-slate-600',
            )}
          >
            {(i + 1).toLocaleString(intlLocale(language))}
          </span>
          <span className={cn('hidden sm:inline', i === current ? 'font-semibold text-slate-900' : 'text-slate-500')}>{t(TITLE_KEYS[step])}</span>
          {i < steps.length - 1 && <span className="h-px w-4 bg-slate-300 sm:w-8" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}

/** The step's title over its content: where focus lands when the step changes (tabIndex -1: not a Tab stop). */
export function StepHeading({ step, ref }: { step: WizardStep; ref: Ref<HTMLHeadingElement> }) {
  const { t } = useBookWords();
  return (
    <h2 ref={ref} tabIndex={-1} className="mb-4 rounded text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500">
      {t(TITLE_KEYS[step])}
    </h2>
  );
}
