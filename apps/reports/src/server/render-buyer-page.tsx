// The buyer's page as one HTML document in the buyer's language: the report already in it (rendered with the same
// components the console uses), `lang` and `dir` on the root (Arabic right to left), its CSS inline, the main picture
// preloaded (the photo thumbnails held back until it is on screen: photo-reveal-script.ts), each photo's marks sent
// once though the photo shows twice (photo-marks-once.tsx), and one small inline script for the photo viewer. The
// head and the body are rendered apart: the body first, so the head's CSS is only the rules the body uses.
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@inspection/i18n';
import { mainPictureUrl, type PublicReport } from '@inspection/reports-model';
import { DEFAULT_LANGUAGE, textDirection, type BusinessProfile, type Language } from '@inspection/shared-domain';
import { BookingReport } from '../report/booking/booking-report';
import { ReportLayout } from '../report/report-layout';
import { PhotoMarksOnce } from '../report/booking/photo-marks-once';
import { photoViewerScript, PHOTO_VIEWER_CSS } from './photo-viewer-script';
import { PHOTO_REVEAL_JS, PHOTOS_WAIT_ATTRIBUTE, PHOTOS_WAIT_CSS } from './photo-reveal-script';
import { BUYER_PAGE_CSS } from './buyer-page-css-extra';
import { reportTranslator } from './report-translators';
import { compactScript } from './compact-script';
import { BUYER_PAGE_ICON } from './buyer-page-icon';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface BuyerPageInput {
  report: PublicReport;
  css: string;
  language?: Language;
  /** The business the report comes from (its profile), shown at the report's head. */
  business?: BusinessProfile | null;
}

/** The document up to the report: sent first, so the main picture's preload and the CSS reach the browser early. */
export function renderBuyerPageHead({ report, css, language = DEFAULT_LANGUAGE }: BuyerPageInput): string {
  const { t } = reportTranslator(language);
  const { year, brand, model } = report.vehicle;
  const vehicle = [year, brand, model].filter(Boolean).join(' ');
  const title = vehicle ? t('page.titleWithVehicle', { vehicle }) : t('page.title');
  const description = vehicle ? t('page.descriptionWithVehicle', { vehicle }) : t('page.description');
  const main = mainPictureUrl(report);
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="icon" href="${BUYER_PAGE_ICON}">
${main ? `<link rel="preload" as="image" href="${escapeHtml(main)}" fetchpriority="high">` : ''}
<style>${css}${PHOTO_VIEWER_CSS}${BUYER_PAGE_CSS}${main ? PHOTOS_WAIT_CSS : ''}</style>
<noscript><style>[data-print-report]{display:none!important}</style></noscript>
</head>
<body${main ? ` ${PHOTOS_WAIT_ATTRIBUTE}` : ''}>
`;
}

/** The report itself and the photo viewer's script, to the end of the document. */
export function renderBuyerPageBody({ report, business = null, language = DEFAULT_LANGUAGE }: Omit<BuyerPageInput, 'css'>): string {
  const translator = reportTranslator(language);
  const { t } = translator;
  const body = renderToString(
    <I18nProvider translator={translator}>
      <PhotoMarksOnce report={report}>
        <ReportLayout>
          <BookingReport report={report} audience="buyer" business={business} />
        </ReportLayout>
      </PhotoMarksOnce>
    </I18nProvider>,
  );
  const viewer = { label: t('viewer.label'), close: t('viewer.close'), image: t('viewer.image') };
  return `<div id="report-root">${body}</div>
<script>${compactScript(photoViewerScript(viewer) + PHOTO_REVEAL_JS)}</script>
</body>
</html>`;
}

export function renderBuyerPage(input: BuyerPageInput): string {
  return renderBuyerPageHead(input) + renderBuyerPageBody(input);
}
