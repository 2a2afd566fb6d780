// The /book page's script (its own small build, rsbuild.book.config.ts, without the federation runtime): the
// server-rendered first step comes alive. The backend's public settings and the types are in the page, so nothing
// is awaited before hydrating; the origin's /runtime-config.json (the deployment's own configuration, e.g. the
// map tiles) is still read, as every page of the platform does, and its values replace the page's copy.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getRuntimeConfig, initPlatformWithClient, loadRuntimeConfig, type RuntimeConfig } from '@inspection/platform';
import { BOOK_DATA_ID, BOOK_ROOT_ID, BookPageRoot, createBookQueryClient, type BookPageData } from './book-page-root';
import { replayEarlyClicks } from './early-clicks';
import { gateLocationStep } from '../booking-wizard/lazy-steps';
import { lazySupabaseClient } from './lazy-supabase-client';
import { rememberLanguage } from '@inspection/i18n';
import { applyBusinessUnits } from '@inspection/shared-domain';
import { bookWords } from './i18n/book-words';

const data = JSON.parse(document.getElementById(BOOK_DATA_ID)!.textContent!) as BookPageData;
const supabase = lazySupabaseClient(data.config.backendUrl, data.config.anonKey);
initPlatformWithClient({ remotes: {}, ...data.config } as unknown as RuntimeConfig, supabase.client);
// The map (location step) is shown once it is read (or failed: the page's copy stays); the Supabase library starts
// loading with that step (the date step's times need it).
gateLocationStep(supabase.preload, loadRuntimeConfig('/runtime-config.json').then((config) => Object.assign(getRuntimeConfig(), config)));
// In a transition, React hydrates in slices that give the browser back its main thread every few milliseconds
// (a tap meanwhile is kept by the early-clicks script and replayed once hydrated).
// The page hydrates in the language the server wrote it in (its catalogue, if not English, is a chunk of its own);
// a choice made with `?lang=` is remembered here too (the server's cookie already does; browser storage as well).
// Times as the server wrote them: the business's format (its profile).
applyBusinessUnits(data.business);
const language = data.language ?? 'en';
if (new URLSearchParams(window.location.search).has('lang')) rememberLanguage(language);
void bookWords
  .load(language)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(document.getElementById(BOOK_ROOT_ID)!, <BookPageRoot queryClient={createBookQueryClient(data)} onHydrated={replayEarlyClicks} />);
    }),
  );
