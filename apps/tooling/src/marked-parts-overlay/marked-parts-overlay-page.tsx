// Marked-parts overlay: load a car-parts JSON file, pick conditions per part (click a part or use the list), and see
// the overlay coloured by part name and, for a part with conditions, by its condition.
import { useState } from 'react';
import { PackageOpen } from 'lucide-react';
import { CAR_PARTS, CarPartsDiagram, conditionsColor, PartConditionsDialog, partColor, type CarPart } from '@inspection/car-parts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, PageHeader } from '@inspection/ui';
import { readCarPartsFile } from '../shared/json-file';
import { LoadFileButton } from '../shared/load-file-button';
import { StatusLine, type StatusMessage } from '../shared/status-message';
import { ToolingNav, ToolingPage } from '../shared/tooling-nav';
import { OverlayLegend } from './overlay-legend';

type Conditions = Record<string, string[]>;
const NONE: string[] = [];

export default function MarkedPartsOverlayPage() {
  const [parts, setParts] = useState<CarPart[] | null>(null);
  const [conditions, setConditions] = useState<Conditions>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);

  const show = (next: CarPart[], source: string) => {
    setParts(next);
    setConditions({});
    setMessage({ kind: 'info', text: `Loaded ${next.length} parts from ${source}.` });
  };

  const loadFile = async (file: File) => {
    const result = await readCarPartsFile(file);
    if (result.ok) show(result.parts, file.name);
    else setMessage({ kind: 'error', text: result.error });
  };

  const fill = (name: string) => conditionsColor(conditions[name]) ?? partColor(name);
  const marked = Object.keys(conditions).filter((name) => conditions[name].length > 0);

  return (
    <ToolingPage>
      <ToolingNav />
      <PageHeader
        title="Marked Parts Overlay"
        description="Load a car-parts JSON file, then click a part to pick its conditions."
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => show(CAR_PARTS.map((part) => ({ ...part })), 'the shipped data set')}>
              <PackageOpen aria-hidden="true" />
              Use shipped data set
            </Button>
            <LoadFileButton label="Load JSON file" onFile={loadFile} variant="primary" />
          </>
        }
      />
      <div className="mb-4">
        <StatusLine message={message} />
      </div>
      {parts === null ? (
        <EmptyState title="No parts loaded" description="Load a JSON file saved by the SVG JSON builder ([{name, points: [{x, y}]}])." />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)]">
          <Card className="self-start p-3">
            <CarPartsDiagram parts={parts} partFill={fill} markedParts={marked} onPartClick={setEditing} title="Marked parts overlay" />
          </Card>
          <div className="flex min-w-0 flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Legend</CardTitle>
              </CardHeader>
              <CardContent>
                <OverlayLegend />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>
                  Parts ({parts.length}) · {marked.length} with conditions
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul aria-label="Parts" className="max-h-[480px] divide-y divide-slate-100 overflow-y-auto">
                  {parts.map((part, index) => (
                    <li key={`${part.name}-${index}`} className="flex items-center gap-3 py-1.5">
                      <span aria-hidden="true" className="size-3 shrink-0 rounded-sm border border-slate-300" style={{ background: fill(part.name) }} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-mono text-sm text-slate-900">{part.name}</span>
                        {(conditions[part.name] ?? NONE).length > 0 && (
                          <span className="mt-0.5 flex flex-wrap gap-1">
                            {conditions[part.name].map((condition) => (
                              <Badge key={condition} variant="warning">
                                {condition}
                              </Badge>
                            ))}
                          </span>
                        )}
                      </span>
                      <Button type="button" size="sm" variant="outline" aria-label={`Pick conditions for ${part.name}`} onClick={() => setEditing(part.name)}>
                        Conditions
                      </Button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        </div>
      )}
      {editing && (
        <PartConditionsDialog
          part={editing}
          initial={conditions[editing] ?? NONE}
          onSave={(picked) => {
            setConditions((current) => ({ ...current, [editing]: picked }));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </ToolingPage>
  );
}
