import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, ErrorBox, TextField } from '@inspection/ui';
import { useAddTimeOff, useTimeOff, type Inspector } from '@inspection/bookings-data-access';
import { formatBusinessDate, formatBusinessTime, zonedTime } from '@inspection/shared-domain';

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value, business time) as an instant. */
const instantOf = (local: string) => zonedTime(local.slice(0, 10), local.slice(11, 16)).toISOString();
const when = (iso: string) => `${formatBusinessDate(iso)} ${formatBusinessTime(iso)}`;

/** An inspector's time off: the list, and a new entry (times in the business time zone). */
export function TimeOffDialog({ inspector, canEdit, onClose }: { inspector: Inspector; canEdit: boolean; onClose: () => void }) {
  const timeOff = useTimeOff(inspector.id);
  const add = useAddTimeOff();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Please enter when the time off starts and ends');
    if (to <= from) return setError('The end must be after the start');
    setError(null);
    add.mutate(
      { inspector_id: inspector.id, starts_at: instantOf(from), ends_at: instantOf(to), reason: reason.trim() || null },
      { onSuccess: () => void timeOff.refetch().then(() => (setFrom(''), setTo(''), setReason(''))) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Time off: {inspector.full_name}</DialogTitle>
        </DialogHeader>
        <ul aria-label="Time off" className="flex flex-col gap-1 text-sm text-slate-800">
          {(timeOff.data ?? []).length === 0 && <li>No time off entered</li>}
          {(timeOff.data ?? []).map((t) => (
            <li key={t.id}>
              {when(t.starts_at)} – {when(t.ends_at)}
              {t.reason ? ` (${t.reason})` : ''}
            </li>
          ))}
        </ul>
        {canEdit && (
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="From" type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
              <TextField label="To" type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
            <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            {(error ?? (add.isError ? (add.error as Error).message : null)) && <ErrorBox>{error ?? (add.error as Error).message}</ErrorBox>}
            <Button type="submit" loading={add.isPending} className="self-end">
              Add time off
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
