// Step Type: a card per inspection type (name, tag, duration, what it includes, struck-through actual price,
// current price, + VAT).
import { Check, Clock } from 'lucide-react';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Badge, ErrorBox, Spinner, cn } from '@inspection/ui';
import { typeFeaturesIn, typeNameIn, typeTagIn, useBookWords } from '../public-booking/i18n/book-words';

export interface TypeStepProps {
  types: BookableInspectionType[] | undefined;
  loading: boolean;
  error: unknown;
  selectedId: string | null;
  onChoose: (id: string) => void;
  /** A card is about to be picked (pointer down, focus): the next step may start loading. */
  onPreload?: () => void;
}

export function TypeStep({ types, loading, error, selectedId, onChoose, onPreload }: TypeStepProps) {
  const { t: say } = useBookWords();
  if (loading) return <Spinner label={say('types.loading')} />;
  if (error) return <ErrorBox>{say('types.failed')}</ErrorBox>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {(types ?? []).map((t) => (
        <TypeCard key={t.id} type={t} selected={selectedId === t.id} onChoose={onChoose} onPreload={onPreload} />
      ))}
    </div>
  );
}

interface TypeCardProps extends Pick<TypeStepProps, 'onChoose' | 'onPreload'> {
  type: BookableInspectionType;
  selected: boolean;
}

/** One type's card in the page's language: the Arabic page shows the Arabic name, tag and lines (else the English). */
function TypeCard({ type: t, selected, onChoose, onPreload }: TypeCardProps) {
  const { t: say, language } = useBookWords();
  const aed = (amount: number) => say('types.price', { amount });
  const tag = typeTagIn(t, language);
  const features = typeFeaturesIn(t, language);
  return (
    <button
      type="button"
      onPointerDown={onPreload}
      onFocus={onPreload}
      onClick={() => {
        onPreload?.();
        onChoose(t.id);
      }}
      aria-pressed={selected}
      className={cn(
        'flex flex-col gap-2 rounded-xl border-2 bg-white p-5 text-start shadow-sm transition-colors hover:border-blue-400',
        selected ? 'border-blue-600 ring-2 ring-blue-100' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="text-base font-semibold text-slate-900">{typeNameIn(t, language)}</span>
        {tag && <Badge variant="info">{tag}</Badge>}
      </div>
      <span className="flex items-center gap-1 text-sm text-slate-600">
        <Clock className="size-4" aria-hidden="true" />
        {say('types.duration', { count: t.duration_minutes ?? 0 })}
      </span>
      {features.length > 0 && (
        // Phrasing content only: a list is not allowed inside a button.
        <span className="flex flex-col gap-1 text-sm text-slate-700" data-testid="type-features">
          {features.map((line, i) => (
            <span key={i} className="flex items-start gap-1.5">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {line}
            </span>
          ))}
        </span>
      )}
      <span className="mt-auto flex flex-wrap items-baseline gap-2">
        {t.actual_price !== null && t.current_price !== null && t.actual_price !== t.current_price && (
          <s className="text-sm text-slate-500" data-testid="actual-price">{aed(t.actual_price)}</s>
        )}
        {t.current_price !== null && <span className="text-xl font-bold text-slate-900">{aed(t.current_price)}</span>}
        <span className="text-sm text-slate-500">{say('types.vat')}</span>
      </span>
    </button>
  );
}
