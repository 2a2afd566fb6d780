// The /book page's script (its own small build, rsbuild.book.config.ts, without the federation runtime): the
// server-rendered first step comes alive. The backend's public settings and the types are in the page, so nothing
// is awaited before hydrating; the origin's /runtime-config.json (the deployment's own configuration, e.g. the
// map tiles) is still read, as every page of the platform does, and its values replace the page's copy.
import { hydrateRoot } from 'react-dom/client';
import { getRuntimeConfig, initPlatform, loadRuntimeConfig, type RuntimeConfig } from '@inspection/auth';
import { BOOK_DATA_ID, BOOK_ROOT_ID, BookPageRoot, createBookQueryClient, type BookPageData } from './book-page-root';
import { replayEarlyClicks } from './early-clicks';
import { gateLocationStep } from '../booking-wizard/lazy-steps';

const data = JSON.parse(document.getElementById(BOOK_DATA_ID)!.textContent!) as BookPageData;
initPlatform({ remotes: {}, ...data.config } as unknown as RuntimeConfig);
// The map (location step) is shown once it is read (or failed: the page's copy stays).
gateLocationStep(loadRuntimeConfig('/runtime-config.json').then((config) => Object.assign(getRuntimeConfig(), config)));
hydrateRoot(document.getElementById(BOOK_ROOT_ID)!, <BookPageRoot queryClient={createBookQueryClient(data)} onHydrated={replayEarlyClicks} />);
