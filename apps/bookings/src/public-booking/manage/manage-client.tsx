// /book/manage/{token}'s script (an entry of the /book client build, rsbuild.book.config.ts): the server-rendered
// page comes alive in the language it was written in. The booking and the business are in the page; the Supabase
// library loads on the first call (the day's times, a change), the Date & Time step with 'Reschedule'.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initPlatformWithClient, type RuntimeConfig } from '@inspection/platform';
import { rememberLanguage } from '@inspection/i18n';
import { applyBusinessUnits } from '@inspection/shared-domain';
import { replayEarlyClicks } from '../early-clicks';
import { lazySupabaseClient } from '../lazy-supabase-client';
import { bookWords } from '../i18n/book-words';
import { MANAGE_DATA_ID, MANAGE_ROOT_ID, ManagePageRoot, createManageQueryClient, type ManagePageData } from './manage-page-root';

const data = JSON.parse(document.getElementById(MANAGE_DATA_ID)!.textContent!) as ManagePageData;
const supabase = lazySupabaseClient(data.config.backendUrl, data.config.anonKey);
initPlatformWithClient({ remotes: {}, ...data.config } as unknown as RuntimeConfig, supabase.client);

applyBusinessUnits(data.business);
if (new URLSearchParams(window.location.search).has('lang')) rememberLanguage(data.language);
void bookWords
  .load(data.language)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document.getElementById(MANAGE_ROOT_ID)!,
        <ManagePageRoot queryClient={createManageQueryClient(data)} token={data.token} onHydrated={replayEarlyClicks} />,
      );
    }),
  );
