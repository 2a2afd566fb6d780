import { Clock, Pencil, Trash2 } from 'lucide-react';
import { Badge, Button, Card } from '@inspection/ui';
import { formatAedPrice, type InspectionType } from '@inspection/forms-domain';

interface InspectionTypeListProps {
  types: InspectionType[];
  editingId: string | null;
  onEdit(type: InspectionType): void;
  onDelete(type: InspectionType): void;
}

export function InspectionTypeList({ types, editingId, onEdit, onDelete }: InspectionTypeListProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Inspection types">
      {types.map((type) => {
        const name = type.name_en || type.name || '';
        const arabicLines = type.features_ar ?? [];
        const discounted =
          type.actual_price !== null && type.current_price !== null && type.actual_price !== type.current_price;
        return (
          <li key={type.id}>
            <Card
              className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${editingId === type.id ? 'ring-2 ring-blue-400' : ''}`}
              data-testid="inspection-type-item"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  {type.name_en && type.name && (
                    <span lang="ar" dir="rtl" className="text-slate-700">
                      {type.name}
                    </span>
                  )}
                  {type.tag && <Badge variant="info">{type.tag}</Badge>}
                  {type.tag_ar && (
                    <Badge variant="info" lang="ar" dir="rtl">
                      {type.tag_ar}
                    </Badge>
                  )}
                </div>
                <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
                  <Clock className="size-4" aria-hidden="true" />
                  Duration: {type.duration_minutes ?? '—'} minutes
                </p>
                <p className="mt-1 text-sm">
                  {discounted && (
                    <span className="mr-2 text-slate-500 line-through">{formatAedPrice(type.actual_price)}</span>
                  )}
                  <span className="font-medium text-slate-900">
                    {formatAedPrice(type.current_price ?? type.actual_price)}
                  </span>
                </p>
                {type.features?.length > 0 && (
                  <ul className="mt-1 list-inside list-disc text-sm text-slate-600" aria-label={`${name} includes`}>
                    {type.features.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                )}
                {arabicLines.length > 0 && (
                  <ul lang="ar" dir="rtl" className="mt-1 list-inside list-disc text-sm text-slate-600" aria-label={`${name} includes (Arabic)`}>
                    {arabicLines.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="outline" size="sm" onClick={() => onEdit(type)} aria-label={`Edit ${name}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="destructive" size="sm" onClick={() => onDelete(type)} aria-label={`Delete ${name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
