import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { MAX_SCORE, scoreBarWidth, type VehicleReport } from '@inspection/reports-domain';
import { cn } from '@inspection/ui';
import { useI18n } from '@inspection/i18n';
import { outOfTen } from '../i18n/report-words';

function RadiatorThumbnail({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      width={96}
      height={96}
      className="size-24 rounded-lg border border-slate-200 object-cover"
      onError={() => setFailed(true)}
    />
  );
}

/** Collapsible 'Engine & Transmission Inspection', open by default. */
export function EngineSection({ report }: { report: VehicleReport }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(true);
  const score = report.EngineTransmissionScore;
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="engine-section-body"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl p-5 text-start focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <h2 className="text-lg font-semibold text-slate-900">{t('sheet.engine')}</h2>
        <ChevronDown className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div id="engine-section-body" className="flex flex-col gap-5 border-t border-slate-100 p-5">
          <div className="flex items-center gap-4">
            <div
              className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
              role="meter"
              aria-label={t('sheet.engineScore')}
              aria-valuemin={0}
              aria-valuemax={MAX_SCORE}
              aria-valuenow={score}
            >
              <div className="h-full rounded-full bg-blue-600" style={{ width: scoreBarWidth(score) }} data-testid="score-bar" />
            </div>
            <span className="text-lg font-semibold text-slate-900">{MAX_SCORE === 10 ? outOfTen(t, score, language) : `${score}/${MAX_SCORE}`}</span>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-medium text-slate-500">{t('sheet.radiatorCondition')}</h3>
              <p className="mt-1 text-slate-900">{report.radiatorCondition}</p>
              <div className="mt-2">
                <RadiatorThumbnail src={report.radiatorPicture} alt={t('sheet.radiator')} />
              </div>
            </div>
            <div>
              <h3 className="text-sm font-medium text-slate-500">{t('sheet.coolant')}</h3>
              <p className="mt-1 text-slate-900">{report.coolantLevel}</p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
