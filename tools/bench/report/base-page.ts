// For A/B in one run (BENCH_BASE=<a checkout of main>): that checkout's buyer's page server, bundled there
// (`npx tsx apps/reports/src/server/build-server.ts` in it), served on its own port against the same backend and
// report, so its page and this one are measured run by run on the same machine at the same load.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startStaticServer, type StaticServer } from '../../dev/serve-static';

export const BASE_PAGE_PORT = 4291;

type Handler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

export async function serveBasePage(checkout: string, root: string, config: () => { backendUrl: string; anonKey: string; businessTimeZone?: string }): Promise<StaticServer> {
  const entry = path.join(checkout, 'apps/reports/dist-server/buyer-report-server.mjs');
  if (!existsSync(entry)) throw new Error(`No ${entry}: run npx tsx apps/reports/src/server/build-server.ts in ${checkout}`);
  const { createBuyerReportHandler } = (await import(pathToFileURL(entry).href)) as { createBuyerReportHandler(options: { config: typeof config }): Handler };
  return startStaticServer({ root, port: BASE_PAGE_PORT, runtimeConfig: config, handle: createBuyerReportHandler({ config }) });
}
