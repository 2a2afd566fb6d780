// Parts preview: every marked part (from local storage, or the shipped data set when there are none) over the
// outline, its name on hover and in a list, and a count.
import { useState, type MouseEvent } from 'react';
import { CAR_PARTS, CarPartsDiagram, partColor, partLabel } from '@inspection/car-parts';
import { Badge, Card, CardContent, CardHeader, CardTitle, PageHeader, cn } from '@inspection/ui';
import { loadMarkedParts } from '../shared/marked-parts-storage';
import { ToolingNav, ToolingPage } from '../shared/tooling-nav';

/** The part under the pointer, read from the polygon's data-part attribute. */
const partUnder = (event: MouseEvent) => (event.target as Element).closest?.('[data-part]')?.getAttribute('data-part') ?? null;

export default function PartsPreviewPage() {
  const [{ parts, fromStorage }] = useState(() => {
    const stored = loadMarkedParts();
    return stored && stored.length > 0 ? { parts: stored, fromStorage: true } : { parts: CAR_PARTS, fromStorage: false };
  });
  const [hovered, setHovered] = useState<string | null>(null);

  return (
    <ToolingPage>
      <ToolingNav />
      <PageHeader
        title="Parts Preview"
        description={fromStorage ? 'The marked parts saved by the SVG JSON builder in this browser.' : 'No marked parts saved in this browser: showing the shipped data set.'}
        actions={<Badge variant={fromStorage ? 'info' : 'neutral'}>{fromStorage ? 'From local storage' : 'Shipped data set'}</Badge>}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)]">
        <Card className="self-start p-3">
          <CarPartsDiagram
            parts={parts}
            partFill={partColor}
            markedParts={hovered ? [hovered] : []}
            title="Parts preview"
            svgProps={{ onMouseOver: (event) => setHovered(partUnder(event)), onMouseLeave: () => setHovered(null) }}
          />
          <p className="mt-2 h-5 text-center text-sm text-slate-700" aria-live="polite" data-testid="hovered-part">
            {hovered ? `${partLabel(hovered)} (${hovered})` : 'Hover a part to see its name.'}
          </p>
        </Card>
        <Card className="min-w-0 self-start">
          <CardHeader>
            <CardTitle data-testid="part-count">{parts.length === 1 ? '1 part' : `${parts.length} parts`}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label="Parts" className="grid gap-x-4 sm:grid-cols-2">
              {parts.map((part, index) => (
                <li
                  key={`${part.name}-${index}`}
                  onMouseEnter={() => setHovered(part.name)}
                  onMouseLeave={() => setHovered(null)}
                  className={cn('flex items-center gap-2 rounded px-2 py-1 text-sm', hovered === part.name && 'bg-red-50')}
                >
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-sm border border-slate-300" style={{ background: partColor(part.name) }} />
                  <span className="truncate font-mono text-slate-900">{part.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-slate-500">{part.points.length} pts</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </ToolingPage>
  );
}
