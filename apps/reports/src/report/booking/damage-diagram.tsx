import { CarPartsDiagram } from '@inspection/car-parts';
import { partSeverity } from '@inspection/report-model';
import { SEVERITY_FILL } from './severity-styles';

/** The car outline with each damaged part filled in its severity's colour (server-renderable, no script). */
export function DamageDiagram({ parts }: { parts: Record<string, readonly string[]> }) {
  return (
    <div className="w-full max-w-64 print:max-w-52" data-testid="damage-diagram">
      <CarPartsDiagram
        title="Damage diagram: damaged parts coloured by severity"
        partFill={(name) => (parts[name]?.length ? SEVERITY_FILL[partSeverity(parts[name])] : undefined)}
      />
    </div>
  );
}
