// What the overlay's colours mean: by part name, and by a part's (first) condition.
import { PART_COLORS, PART_CONDITIONS, conditionColor, type PartColorKind } from '@inspection/car-parts';

const NAME_KINDS: Record<PartColorKind, string> = {
  glass: 'Windows, windshields, quarter glass',
  indicator: 'Indicators',
  tyre: 'Tyres',
  handle: 'Door handles',
  panel: 'Other panels',
};

const Swatch = ({ colour, label }: { colour: string; label: string }) => (
  <li className="flex items-center gap-2 text-sm text-slate-700">
    <span aria-hidden="true" className="size-3.5 shrink-0 rounded-sm border border-slate-300" style={{ background: colour }} />
    {label}
  </li>
);

export function OverlayLegend() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">By part name</h3>
        <ul className="flex flex-col gap-1">
          {(Object.keys(NAME_KINDS) as PartColorKind[]).map((kind) => (
            <Swatch key={kind} colour={PART_COLORS[kind]} label={NAME_KINDS[kind]} />
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">By condition</h3>
        <ul className="flex flex-col gap-1">
          {PART_CONDITIONS.map((condition) => (
            <Swatch key={condition} colour={conditionColor(condition)} label={condition} />
          ))}
        </ul>
      </div>
    </div>
  );
}
