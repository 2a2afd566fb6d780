// Entry of the deployable /book page server bundle (build-server.ts): the request handler, with the CSS the build
// compiled next to it and the client build's manifest (dist/book-client/manifest.json) read from `clientDir`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createBookPageHandler as createHandler, type BookPageHandlerOptions } from './book-page-handler';
import { readBookClientFiles } from './book-client-files';

export function createBookPageHandler(options: Pick<BookPageHandlerOptions, 'config'> & { clientDir: string }) {
  return createHandler({
    config: options.config,
    loadCss: () => readFile(new URL('./book-page.css', import.meta.url), 'utf8'),
    loadClient: (entry) => readBookClientFiles(path.resolve(options.clientDir), entry),
  });
}
