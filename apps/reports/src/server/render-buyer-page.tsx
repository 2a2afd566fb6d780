// The buyer's page as one HTML document: the report already in it (rendered with the same components the
// console uses), its CSS inline, the main picture preloaded, and one small inline script for the photo viewer.
import { renderToString } from 'react-dom/server';
import { buyerView, mainPictureUrl, type PublicReport } from '@inspection/report-model';
import { BookingReport } from '../report/booking/booking-report';
import { ReportLayout } from '../report/report-layout';
import { PHOTO_VIEWER_CSS, PHOTO_VIEWER_SCRIPT } from './photo-viewer-script';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderBuyerPage({ report, css }: { report: PublicReport; css: string }): string {
  const shown = buyerView(report);
  const { year, brand, model } = shown.vehicle;
  const vehicle = [year, brand, model].filter(Boolean).join(' ');
  const title = vehicle ? `${vehicle} – Vehicle Inspection Report` : 'Vehicle Inspection Report';
  const body = renderToString(
    <ReportLayout>
      <BookingReport report={report} audience="buyer" />
    </ReportLayout>,
  );
  const main = mainPictureUrl(shown);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<meta name="description" content="Pre-purchase inspection report${vehicle ? ` of a ${escapeHtml(vehicle)}` : ''}.">
${main ? `<link rel="preload" as="image" href="${escapeHtml(main)}" fetchpriority="high">` : ''}
<style>${css}${PHOTO_VIEWER_CSS}</style>
<noscript><style>[data-print-report]{display:none!important}</style></noscript>
</head>
<body>
<div id="report-root">${body}</div>
<script>${PHOTO_VIEWER_SCRIPT}</script>
</body>
</html>`;
}
