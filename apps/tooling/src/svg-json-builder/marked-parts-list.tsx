// The builder's list of marked parts, each with rename and delete.
import { Pencil, Trash2 } from 'lucide-react';
import { partColor, partLabel, type CarPart } from '@inspection/car-parts';
import { Button } from '@inspection/ui';

export function MarkedPartsList({
  parts,
  onRename,
  onDelete,
}: {
  parts: readonly CarPart[];
  onRename: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  if (parts.length === 0) {
    return <p className="text-sm text-slate-500">No marked parts yet. Draw a shape on the car and finish it.</p>;
  }
  return (
    <ul aria-label="Marked parts" className="max-h-[520px] divide-y divide-slate-100 overflow-y-auto">
      {parts.map((part, index) => (
        <li key={`${part.name}-${index}`} className="flex items-center gap-3 py-1.5">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-sm border border-slate-300" style={{ background: partColor(part.name) }} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-mono text-sm text-slate-900">{part.name}</span>
            <span className="block text-xs text-slate-500">
              {partLabel(part.name)} · {part.points.length} points
            </span>
          </span>
          <Button type="button" variant="ghost" size="icon" aria-label={`Rename ${part.name}`} onClick={() => onRename(index)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={`Delete ${part.name}`} onClick={() => onDelete(index)}>
            <Trash2 aria-hidden="true" className="text-red-600" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
