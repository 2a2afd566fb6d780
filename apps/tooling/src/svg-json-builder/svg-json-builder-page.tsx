// SVG JSON builder: draw car-part polygons on the 810 x 1082 outline, name them, and save the list as the data set's
// JSON. Parts live in local storage; 'Load' starts again from the shipped data set or a file.
import { useState, type MouseEvent } from 'react';
import { Download, PackageOpen } from 'lucide-react';
import { CAR_PARTS, CarPartsDiagram, partColor, type CarPart, type CarPartPoint } from '@inspection/car-parts';
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, PageHeader } from '@inspection/ui';
import { downloadCarPartsJson, readCarPartsFile } from '../shared/json-file';
import { LoadFileButton } from '../shared/load-file-button';
import { PartNameDialog } from '../shared/part-name-dialog';
import type { StatusMessage } from '../shared/status-message';
import { ToolingNav, ToolingPage } from '../shared/tooling-nav';
import { addPart, deletePart, finishProblem, renamePart, toCanvasPoint } from './builder-rules';
import { CurrentShapeCard } from './current-shape-card';
import { DrawingLayer } from './drawing-layer';
import { MarkedPartsList } from './marked-parts-list';
import { useMarkedParts } from './use-marked-parts';

type NameDialog = { mode: 'finish' } | { mode: 'rename'; index: number } | null;

export default function SvgJsonBuilderPage() {
  const [parts, setParts] = useMarkedParts();
  const [points, setPoints] = useState<CarPartPoint[]>([]);
  const [message, setMessage] = useState<StatusMessage>(null);
  const [dialog, setDialog] = useState<NameDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [pendingLoad, setPendingLoad] = useState<{ parts: CarPart[]; source: string } | null>(null);

  const addPoint = (event: MouseEvent<SVGSVGElement>) => {
    const point = toCanvasPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    setPoints((current) => [...current, point]);
    setMessage(null);
  };

  const finish = () => {
    const problem = finishProblem(points);
    if (problem) return setMessage({ kind: 'error', text: problem });
    setDialogError(null);
    setDialog({ mode: 'finish' });
  };

  const submitName = (name: string) => {
    if (!dialog) return;
    const outcome = dialog.mode === 'finish' ? addPart(parts, points, name) : renamePart(parts, dialog.index, name);
    if (!outcome.ok) return setDialogError(outcome.error);
    setParts(outcome.parts);
    if (dialog.mode === 'finish') setPoints([]);
    setMessage({ kind: 'info', text: dialog.mode === 'finish' ? `Added ${name.trim()}.` : `Renamed to ${name.trim()}.` });
    setDialog(null);
  };

  const applyLoad = (next: CarPart[], source: string) => {
    setParts(next);
    setPoints([]);
    setMessage({ kind: 'info', text: `Loaded ${next.length} parts from ${source}.` });
  };

  // Loading replaces the list; with parts already drawn, it asks first.
  const replaceAll = (next: CarPart[], source: string) => {
    if (parts.length > 0) setPendingLoad({ parts: next, source });
    else applyLoad(next, source);
  };

  const loadFile = async (file: File) => {
    const result = await readCarPartsFile(file);
    if (result.ok) replaceAll(result.parts, file.name);
    else setMessage({ kind: 'error', text: result.error });
  };

  const renaming = dialog?.mode === 'rename' ? parts[dialog.index] : undefined;

  return (
    <ToolingPage>
      <ToolingNav />
      <PageHeader
        title="SVG JSON Builder"
        description="Click on the car to add points, finish the shape and name it. Parts are kept in this browser."
        actions={
          <>
            <Button type="button" variant="outline" onClick={() => replaceAll(CAR_PARTS.map((part) => ({ ...part })), 'the shipped data set')}>
              <PackageOpen aria-hidden="true" />
              Load shipped data set
            </Button>
            <LoadFileButton label="Load file" onFile={loadFile} />
            <Button type="button" onClick={() => downloadCarPartsJson(parts)} disabled={parts.length === 0}>
              <Download aria-hidden="true" />
              Download JSON
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)]">
        <Card className="self-start p-3">
          <CarPartsDiagram
            parts={parts}
            partFill={partColor}
            title="Drawing canvas"
            svgProps={{ onClick: addPoint, className: 'cursor-crosshair select-none' }}
          >
            <DrawingLayer points={points} />
          </CarPartsDiagram>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <CurrentShapeCard
            pointCount={points.length}
            message={message}
            onUndo={() => setPoints((p) => p.slice(0, -1))}
            onClear={() => setPoints([])}
            onFinish={finish}
          />
          <Card>
            <CardHeader>
              <CardTitle>Marked parts ({parts.length})</CardTitle>
            </CardHeader>
            <CardContent>
              <MarkedPartsList
                parts={parts}
                onRename={(index) => {
                  setDialogError(null);
                  setDialog({ mode: 'rename', index });
                }}
                onDelete={(index) => {
                  setMessage({ kind: 'info', text: `Deleted ${parts[index].name}.` });
                  setParts(deletePart(parts, index));
                }}
              />
            </CardContent>
          </Card>
        </div>
      </div>
      <PartNameDialog
        open={dialog !== null}
        title={dialog?.mode === 'rename' ? 'Rename part' : 'Name this part'}
        initialName={renaming?.name ?? ''}
        error={dialogError}
        onSubmit={submitName}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={pendingLoad !== null}
        title="Replace the marked parts?"
        message={
          pendingLoad &&
          `The ${parts.length} marked parts in this browser will be replaced by ${pendingLoad.parts.length} parts from ${pendingLoad.source}. Download JSON first to keep them.`
        }
        confirmLabel="Replace"
        destructive
        onConfirm={() => {
          if (pendingLoad) applyLoad(pendingLoad.parts, pendingLoad.source);
          setPendingLoad(null);
        }}
        onCancel={() => setPendingLoad(null)}
      />
    </ToolingPage>
  );
}
