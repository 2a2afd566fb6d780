import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { inspectionPaths } from '@inspection/platform-manifest';
import { formatBusinessDateTime } from '@inspection/shared-domain';
import { startInspection, useLiveForms, useStartableBookings } from '@inspection/inspection-data-access';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, Label, Select, toast } from '@inspection/ui';

/** 'Start New Inspection': choose a live form, then one of its type's open bookings. */
export function StartInspectionDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const forms = useLiveForms();
  const [formId, setFormId] = useState('');
  const [bookingId, setBookingId] = useState('');
  const [busy, setBusy] = useState(false);
  const form = forms.data?.find((f) => f.id === formId);
  const bookings = useStartableBookings(form?.inspection_type_id);

  const start = async () => {
    setBusy(true);
    try {
      await startInspection(bookingId, formId);
      navigate(inspectionPaths.perform.to({ bookingId }));
    } catch {
      toast.error('Failed to start inspection');
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md">
        <DialogTitle>Start New Inspection</DialogTitle>
        <DialogDescription>Choose the form and the booking to inspect.</DialogDescription>
        <div className="mt-4 space-y-4">
          <div>
            <Label htmlFor="start-form">Form</Label>
            <Select id="start-form" className="h-11" value={formId} onChange={(e) => { setFormId(e.target.value); setBookingId(''); }}>
              <option value="">{forms.isLoading ? 'Loading...' : 'Select a form'}</option>
              {forms.data?.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="start-booking">Booking</Label>
            <Select id="start-booking" className="h-11" value={bookingId} disabled={!formId} onChange={(e) => setBookingId(e.target.value)}>
              <option value="">{bookings.isLoading ? 'Loading...' : bookings.data?.length === 0 ? 'No open bookings for this form' : 'Select a booking'}</option>
              {bookings.data?.map((b) => (
                <option key={b.id} value={b.id}>
                  {[b.customer_name, `${b.vehicle_make} ${b.vehicle_model}`, b.start_time ? formatBusinessDateTime(b.start_time) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" className="min-h-11" onClick={onClose}>
            Cancel
          </Button>
          <Button className="min-h-11" disabled={!formId || !bookingId} loading={busy} onClick={() => void start()}>
            Start Inspection
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
