import { memo, useId } from 'react';
import { Input, Label, Select } from '@inspection/ui';
import { inspectionTypeOptionLabel, type FormEditorDispatch, type InspectionType } from '@inspection/forms-domain';

interface TemplateDetailsProps {
  title: string;
  inspectionTypeId: string;
  inspectionTypes: InspectionType[];
  readOnly: boolean;
  dispatch: FormEditorDispatch;
}

export const TemplateDetails = memo(function TemplateDetails({
  title,
  inspectionTypeId,
  inspectionTypes,
  readOnly,
  dispatch,
}: TemplateDetailsProps) {
  const titleId = useId();
  const typeId = useId();
  const known = inspectionTypes.some((t) => t.id === inspectionTypeId);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div>
        <Label htmlFor={titleId}>Form Title</Label>
        <Input
          id={titleId}
          placeholder="Enter form title"
          value={title}
          readOnly={readOnly}
          onChange={(e) => dispatch({ type: 'titleChanged', title: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={typeId}>Inspection Type</Label>
        <Select
          id={typeId}
          value={inspectionTypeId}
          disabled={readOnly}
          onChange={(e) => dispatch({ type: 'inspectionTypeChanged', inspectionTypeId: e.target.value })}
        >
          <option value="">Select an inspection type</option>
          {/* Keeps the saved choice visible while the list loads. */}
          {inspectionTypeId && !known && <option value={inspectionTypeId}>…</option>}
          {inspectionTypes.map((t) => (
            <option key={t.id} value={t.id}>
              {inspectionTypeOptionLabel(t)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
});
