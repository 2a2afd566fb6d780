import { memo, useMemo, useState } from 'react';
import { CarPartsDiagram, DEFAULT_CONDITION_SEVERITIES, isConditionSeverity, PART_CONDITIONS, PartConditionsDialog, partLabel, partSeverityColor, type ConditionSeverity } from '@inspection/car-parts';
import { markedParts, type MarkedData } from '@inspection/inspection-domain';
import { useConditionNames, useConditionSeverities } from '@inspection/inspection-data-access';
import { DIAGRAM_BOX, PARTS_CARD, PARTS_GRID, PARTS_HEADING, PartsHeading } from './vehicle-parts-frame';

interface Props {
  marked: MarkedData;
  readOnly: boolean;
  onChange: (part: string, conditions: string[]) => void;
}

/** 'Vehicle Parts Condition': the car diagram, each part a button opening its condition dialog. */
export const VehiclePartsCard = memo(function VehiclePartsCard({ marked, readOnly, onChange }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const conditionNames = useConditionNames();
  // Offline the list comes from the same names the database is seeded with.
  const names = conditionNames.data?.length ? conditionNames.data : [...PART_CONDITIONS];
  // A part is coloured by its worst condition's severity (admins' list; offline the seeded one).
  const listed = useConditionSeverities().data;
  const severities = useMemo<Record<string, ConditionSeverity>>(
    () => (listed ? Object.fromEntries(Object.entries(listed).filter(([, s]) => isConditionSeverity(s))) as Record<string, ConditionSeverity> : DEFAULT_CONDITION_SEVERITIES),
    [listed],
  );
  const fill = (conditions: readonly string[] | undefined) => partSeverityColor(conditions, severities);
  const parts = markedParts(marked);
  return (
    <section className={PARTS_CARD} aria-labelledby={PARTS_HEADING}>
      <PartsHeading readOnly={readOnly} />
      <div className={PARTS_GRID}>
        <div className={DIAGRAM_BOX}>
          <CarPartsDiagram
            title="Vehicle parts diagram"
            markedParts={Object.keys(parts)}
            partFill={(name) => fill(parts[name])}
            onPartClick={readOnly ? undefined : setOpen}
          />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700">Marked parts ({Object.keys(parts).length})</h3>
          {Object.keys(parts).length === 0 ? (
            <p className="text-sm text-slate-500">No parts marked.</p>
          ) : (
            <ul className="space-y-1.5" aria-label="Marked parts">
              {Object.entries(parts).map(([name, conditions]) => (
                <li key={name}>
                  <button
                    type="button"
                    disabled={readOnly}
                    onClick={() => setOpen(name)}
                    className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 px-3 text-left text-sm hover:bg-slate-50 disabled:cursor-default"
                  >
                    <span className="size-3 shrink-0 rounded-full" style={{ background: fill(conditions) }} aria-hidden="true" />
                    <span className="font-medium text-slate-800">{partLabel(name)}</span>
                    <span className="truncate text-slate-500">{conditions.join(', ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {open && (
        <PartConditionsDialog
          part={open}
          conditionNames={names}
          initial={parts[open] ?? []}
          onClose={() => setOpen(null)}
          onSave={(conditions) => {
            onChange(open, conditions);
            setOpen(null);
          }}
        />
      )}
    </section>
  );
});
