import { Check, Eraser, Undo2 } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@inspection/ui';
import { StatusLine, type StatusMessage } from '../shared/status-message';

const pointsText = (count: number) => (count === 1 ? '1 point' : `${count} points`);

interface CurrentShapeCardProps {
  pointCount: number;
  message: StatusMessage;
  onUndo: () => void;
  onClear: () => void;
  onFinish: () => void;
}

/** The shape being drawn: its point count, Undo, Clear shape and Finish shape. */
export function CurrentShapeCard({ pointCount, message, onUndo, onClear, onFinish }: CurrentShapeCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current shape</CardTitle>
        <p className="text-sm text-slate-600" data-testid="point-count">
          {pointsText(pointCount)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onUndo} disabled={pointCount === 0}>
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
          <Button type="button" variant="outline" onClick={onClear} disabled={pointCount === 0}>
            <Eraser aria-hidden="true" />
            Clear shape
          </Button>
          <Button type="button" onClick={onFinish}>
            <Check aria-hidden="true" />
            Finish shape
          </Button>
        </div>
        <StatusLine message={message} />
      </CardContent>
    </Card>
  );
}
