import { Card, cn } from '@inspection/ui';
import { useI18n } from '@inspection/i18n';
import { TERM_NUMBERS, TERM_PREFIX } from '../i18n/report-words';

// The report's ten terms, word for word and in order (disclaimer.terms.1 to .10 of the catalogue).
export function ReportDisclaimer() {
  const { t, language } = useI18n();
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('disclaimer.title')}</h2>
      <ol className={cn('space-y-1.5 ps-5 text-sm text-slate-600', language === 'ar' ? 'list-[arabic-indic]' : 'list-decimal')}>
        {TERM_NUMBERS.map((number) => (
          <li key={number}>{t(`${TERM_PREFIX}${number}`)}</li>
        ))}
      </ol>
    </Card>
  );
}
