// Entry of the deployable buyer's page server bundle (build-server.ts): the request handler, with the CSS the
// build compiled next to it.
import { readFile } from 'node:fs/promises';
import { createBuyerReportHandler as createHandler, type BuyerReportHandlerOptions } from './buyer-report-handler';

export function createBuyerReportHandler(options: Omit<BuyerReportHandlerOptions, 'loadCss'>) {
  return createHandler({ ...options, loadCss: () => readFile(new URL('./buyer-report.css', import.meta.url), 'utf8') });
}
