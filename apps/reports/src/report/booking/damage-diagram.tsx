import { CarPartsDiagram } from '@inspection/car-parts';
import type { PartDamage } from '@inspection/reports-model';
import { useI18n } from '@inspection/i18n';
import { SEVERITY_FILL } from './severity-styles';
import { partName } from '../i18n/report-words';

/**
 * The car outline with each damaged part filled in its stored severity's colour (server-renderable, no script). A picture of
 * the car: never mirrored on a right-to-left page (its left is the car's left), so it is laid out left to right.
 */
export function DamageDiagram({ parts }: { parts: Record<string, PartDamage> }) {
  const { t } = useI18n();
  return (
    <div className="w-full max-w-64 print:max-w-52" data-testid="damage-diagram" dir="ltr">
      <CarPartsDiagram
        title={t('damage.diagram')}
        partTitle={(name) => partName(t, name)}
        partFill={(name) => (parts[name]?.conditions.length ? SEVERITY_FILL[parts[name].severity] : undefined)}
      />
    </div>
  );
}
