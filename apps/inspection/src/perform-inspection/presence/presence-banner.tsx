import type { PresencePeer } from '@inspection/supabase-client';
import { presenceBannerText } from './presence-texts';

/** 'Omar Haddad is also on this inspection': a polite live region, so a screen reader hears who arrives. */
export function PresenceBanner({ peers }: { peers: readonly PresencePeer[] }) {
  const text = presenceBannerText(peers.map((peer) => peer.name));
  return (
    <div aria-live="polite" data-testid="presence-banner">
      {text && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-sky-500" />
          {text}
        </p>
      )}
    </div>
  );
}
