// 'Save and Submit' ends here: the inspector signs (required, their name prefilled and editable), the customer may
// sign too (with their name). The signatures go with the submit as SVG path data; drawing needs no connection.
import { useState } from 'react';
import type { ReportSignatures } from '@inspection/reports-model';
import { isSigned, signaturePath, type Stroke } from '@inspection/inspection-domain';
import { Button, Checkbox, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from '@inspection/ui';
import { FORM_MESSAGES } from '../form-messages';
import { SignaturePad } from './signature-pad';

export const SIGNATURE_MESSAGES = {
  inspectorRequired: "The inspector's signature is required to submit the inspection",
  inspectorName: "Enter the inspector's name",
  customerIncomplete: "Add the customer's name and signature, or untick the customer's signature",
} as const;

interface Props {
  open: boolean;
  inspectorName: string;
  busy: boolean;
  onSubmit: (signatures: ReportSignatures) => void;
  onCancel: () => void;
}

export function SignatureStep({ open, inspectorName, busy, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(inspectorName);
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [withCustomer, setWithCustomer] = useState(false);
  const [customerName, setCustomerName] = useState('');
  const [customerStrokes, setCustomerStrokes] = useState<Stroke[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!isSigned(strokes)) return setError(SIGNATURE_MESSAGES.inspectorRequired);
    if (!name.trim()) return setError(SIGNATURE_MESSAGES.inspectorName);
    if (withCustomer && (!customerName.trim() || !isSigned(customerStrokes))) return setError(SIGNATURE_MESSAGES.customerIncomplete);
    setError(null);
    const signedAt = new Date().toISOString();
    onSubmit({
      inspector: { name: name.trim(), signed_at: signedAt, path: signaturePath(strokes) },
      customer: withCustomer ? { name: customerName.trim(), signed_at: signedAt, path: signaturePath(customerStrokes) } : null,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent size="lg" className="max-h-[100dvh] overflow-y-auto">
        <DialogTitle className="text-lg font-semibold text-slate-900">Sign and submit</DialogTitle>
        <DialogDescription className="text-sm text-slate-600">{FORM_MESSAGES.confirm}</DialogDescription>
        <section className="mt-4 space-y-3" aria-label="Inspector's signature">
          <TextField label="Inspector's name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} markRequired />
          <SignaturePad label="Inspector's signature" strokes={strokes} onChange={setStrokes} disabled={busy} />
        </section>
        <section className="mt-5 space-y-3 border-t border-slate-200 pt-4" aria-label="Customer's signature">
          <Checkbox
            label="Add the customer's signature"
            checked={withCustomer}
            className="min-h-11"
            onChange={(event) => setWithCustomer(event.target.checked)}
          />
          {withCustomer && (
            <>
              <TextField label="Customer's name" autoComplete="off" value={customerName} onChange={(event) => setCustomerName(event.target.value)} />
              <SignaturePad label="Customer's signature" strokes={customerStrokes} onChange={setCustomerStrokes} disabled={busy} />
            </>
          )}
        </section>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Submit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
