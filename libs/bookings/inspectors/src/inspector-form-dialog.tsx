import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, ErrorBox, TextField } from '@inspection/ui';
import type { InspectorWrite } from '@inspection/bookings-data-access';
import { checkInspector, WEEKDAYS, type InspectorValues } from './inspector-values';

export interface InspectorFormDialogProps {
  title: string;
  initial: InspectorValues;
  saving: boolean;
  serverError: string | null;
  onSave: (write: InspectorWrite) => void;
  onClose: () => void;
}

/** Add or edit an inspector: name, phone, working days and hours. */
export function InspectorFormDialog({ title, initial, saving, serverError, onSave, onClose }: InspectorFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<InspectorValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInspector(values);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    onSave(checked.write);
  };
  const toggleDay = (day: number) =>
    set({ working_days: values.working_days.includes(day) ? values.working_days.filter((d) => d !== day) : [...values.working_days, day] });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField label="Full Name" value={values.full_name} onChange={(e) => set({ full_name: e.target.value })} autoComplete="off" required />
          <TextField label="Phone" type="tel" value={values.phone} onChange={(e) => set({ phone: e.target.value })} inputMode="tel" autoComplete="off" />
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-700">Working days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((name, day) => (
                <label key={name} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm">
                  <input type="checkbox" checked={values.working_days.includes(day)} onChange={() => toggleDay(day)} />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Start time" type="time" value={values.work_start} onChange={(e) => set({ work_start: e.target.value })} />
            <TextField label="End time" type="time" value={values.work_end} onChange={(e) => set({ work_end: e.target.value })} />
          </div>
          {(error ?? serverError) && <ErrorBox>{error ?? serverError}</ErrorBox>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
