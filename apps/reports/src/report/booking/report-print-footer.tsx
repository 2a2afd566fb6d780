import { useI18n } from '@inspection/i18n';

const cssString = (text: string) => `"${text.replace(/["\\\n]/g, '')}"`;

/**
 * The printed page's margin boxes (@page): the report id on one side, 'Page 1 of 3' on the other, in the report's
 * language (Arabic: digits in Arabic, the id on the right where an Arabic page starts).
 */
export function ReportPrintFooter({ reportId }: { reportId: string }) {
  const { t, dir } = useI18n();
  const safe = reportId.replace(/[^\w-]/g, '');
  const counter = dir === 'rtl' ? (name: string) => `counter(${name}, arabic-indic)` : (name: string) => `counter(${name})`;
  // 'Page {{page}} of {{pages}}' as CSS content: the words quoted, the numbers page counters.
  const page = t('print.page', { page: '\u0000page\u0000', pages: '\u0000pages\u0000' })
    .split('\u0000')
    .map((part, index) => (index % 2 ? counter(part) : part ? cssString(part) : ''))
    .filter(Boolean)
    .join(' ');
  const [idBox, pageBox] = dir === 'rtl' ? ['@bottom-right', '@bottom-left'] : ['@bottom-left', '@bottom-right'];
  const font = 'font: 9pt system-ui, sans-serif; color: #475569;';
  return (
    <style>{`@media print { @page { ${idBox} { content: ${cssString(t('print.footer', { id: safe }))}; ${font} } ${pageBox} { content: ${page}; ${font} } } }`}</style>
  );
}
