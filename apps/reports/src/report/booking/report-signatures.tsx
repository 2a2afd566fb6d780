import type { PublicReport, Signature } from '@inspection/reports-model';
import { SIGNATURE_BOX } from '@inspection/reports-model';
import { useI18n, type Translate } from '@inspection/i18n';
import { formatBusinessDate, formatBusinessTime, type Language } from '@inspection/shared-domain';
import { Card } from '@inspection/ui';

/** When a signature was made, in the business time zone: 'Nov 25, 2026 at 02:05 PM' ('٢٥ نوفمبر ٢٠٢٦ الساعة ٠٢:٠٥ م'). */
export function signedAtLabel(t: Translate, signedAt: string, language: Language): string {
  return t('signatures.signedAt', { date: formatBusinessDate(signedAt, undefined, language), time: formatBusinessTime(signedAt, undefined, language) });
}

function SignatureFigure({ role, roleName, signature }: { role: 'inspector' | 'customer'; roleName: string; signature: Signature }) {
  const { t, language } = useI18n();
  return (
    <figure className="flex flex-col gap-2" data-signature={role}>
      <svg
        role="img"
        aria-label={t('signatures.signatureOf', { role: roleName, name: signature.name })}
        viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
        className="h-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white"
      >
        <path d={signature.path} fill="none" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <figcaption className="text-sm text-slate-700">
        <bdi className="block font-semibold text-slate-900">{signature.name}</bdi>
        <span className="block">{roleName}</span>
        <span className="block text-slate-500">{t('signatures.signed', { when: signedAtLabel(t, signature.signed_at, language) })}</span>
      </figcaption>
    </figure>
  );
}

/** Who stands behind the report: the inspector's signature and the customer's, with names and signing times. */
export function ReportSignatures({ signatures }: { signatures: PublicReport['signatures'] }) {
  const { t } = useI18n();
  if (!signatures) return null;
  return (
    <Card className="p-5 report-card break-inside-avoid">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('signatures.title')}</h2>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        {signatures.inspector && <SignatureFigure role="inspector" roleName={t('signatures.inspector')} signature={signatures.inspector} />}
        {signatures.customer && <SignatureFigure role="customer" roleName={t('signatures.customer')} signature={signatures.customer} />}
      </div>
    </Card>
  );
}
