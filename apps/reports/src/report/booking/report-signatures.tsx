import type { PublicReport, Signature } from '@inspection/report-model';
import { SIGNATURE_BOX } from '@inspection/report-model';
import { formatBusinessDate, formatBusinessTime } from '@inspection/shared-domain';
import { Card } from '@inspection/ui';

/** When a signature was made, in the business time zone: 'Nov 25, 2026 at 02:05 PM'. */
export function signedAtLabel(signedAt: string): string {
  return `${formatBusinessDate(signedAt)} at ${formatBusinessTime(signedAt)}`;
}

function SignatureFigure({ role, signature }: { role: string; signature: Signature }) {
  return (
    <figure className="flex flex-col gap-2" data-signature={role.toLowerCase()}>
      <svg
        role="img"
        aria-label={`${role}'s signature: ${signature.name}`}
        viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
        className="h-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white"
      >
        <path d={signature.path} fill="none" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <figcaption className="text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">{signature.name}</span>
        <span className="block">{role}</span>
        <span className="block text-slate-500">{`Signed ${signedAtLabel(signature.signed_at)}`}</span>
      </figcaption>
    </figure>
  );
}

/** Who stands behind the report: the inspector's signature and the customer's, with names and signing times. */
export function ReportSignatures({ signatures }: { signatures: PublicReport['signatures'] }) {
  if (!signatures) return null;
  return (
    <Card className="p-5 report-card break-inside-avoid">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Signatures</h2>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        {signatures.inspector && <SignatureFigure role="Inspector" signature={signatures.inspector} />}
        {signatures.customer && <SignatureFigure role="Customer" signature={signatures.customer} />}
      </div>
    </Card>
  );
}
