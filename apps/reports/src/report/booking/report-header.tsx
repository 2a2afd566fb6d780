import { Download, ShieldCheck } from 'lucide-react';
import { LanguageSwitch, useI18n } from '@inspection/i18n';
import { formatNumber, formatPhone, telHref, type BusinessProfile } from '@inspection/shared-domain';
import { Badge, Button } from '@inspection/ui';
import { printWithFullPhotos } from './print-full-photos';

/**
 * The report's title band: the business's logo, name, phone and address (its profile; docs/areas/business-profile.md),
 * the product's shield without one; `languageSwitch` (the buyer's page) offers English and Arabic. Its markup is kept
 * small: the buyer's page fits TCP's first window
 * (docs/benchmarks/report.md#brotli-and-the-main-pictures-own-connection).
 */
export function ReportHeader({
  reportId,
  formVersion = null,
  languageSwitch = false,
  business = null,
}: {
  reportId: string;
  formVersion?: number | null;
  languageSwitch?: boolean;
  business?: BusinessProfile | null;
}) {
  const { t, language, dir } = useI18n();
  return (
    <header className="flex flex-col gap-4 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between print:rounded-none print:border-b-2 print:border-slate-900 print:bg-white print:p-0 print:pb-3 print:text-slate-900">
      <div className="flex items-center gap-4">
        {business?.logoUrl ? (
          <img src={business.logoUrl} alt={business.name} className="h-12 w-auto max-w-24 shrink-0 rounded bg-white object-contain p-1" />
        ) : (
          !business && (
            <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-600 text-white" aria-hidden="true">
              <ShieldCheck className="size-7" />
            </div>
          )
        )}
        <div>
          <h1 className="text-2xl font-bold">{t('header.title')}</h1>
          <p className="text-slate-300 print:text-slate-600">{t('header.subtitle')}</p>
          {business && (
            <address className="text-sm not-italic text-slate-300 print:text-slate-600">
              {`${business.name} · `}
              <a href={telHref(business.phone)} className="whitespace-nowrap underline">
                <bdi>{formatPhone(business.phone)}</bdi>
              </a>
              {business.address && ` · ${business.address}`}
            </address>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        {/* The reference is Latin letters and digits: kept left to right inside an Arabic sentence. */}
        <Badge variant="outline" className="break-all">
          {dir === 'rtl' ? t('header.reference', { id: `\u2066${reportId}\u2069` }) : t('header.reference', { id: reportId })}
        </Badge>
        {formVersion !== null && <Badge variant="outline">{t('header.formVersion', { version: formatNumber(formVersion, language) })}</Badge>}
        <DownloadPdfButton />
        {languageSwitch && <LanguageSwitch current={language} label={t('page.language')} />}
      </div>
    </header>
  );
}

/** The PDF is this same page printed (the print stylesheet makes it an A4 document), photos at full size; needs script. */
export function DownloadPdfButton() {
  const { t } = useI18n();
  return (
    <Button
      variant="outline"
      size="sm"
      data-print-report=""
      className="print:hidden"
      onClick={() => void printWithFullPhotos()}
    >
      <Download aria-hidden="true" />
      {t('header.downloadPdf')}
    </Button>
  );
}
