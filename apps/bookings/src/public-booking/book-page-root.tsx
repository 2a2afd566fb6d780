// The /book page as the server renders it and the browser hydrates it (server/render-book-page.tsx,
// book-client.tsx): one query client already holding the inspection types the server read, the page, the toaster.
import { StrictMode, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bookableTypesKey, type BookableInspectionType } from '@inspection/bookings-data-access';
import { businessProfileQueryKey } from '@inspection/supabase-client';
import { Toaster } from '@inspection/ui';
import { textDirection, type BusinessProfile, type Language } from '@inspection/shared-domain';
import { useBookWords } from './i18n/book-words';
import PublicBookingPage from './public-booking-page';

/** What the page carries from the server: the backend's public settings and the types with when they were read. */
export interface BookPageData {
  config: { backendUrl: string; anonKey: string; businessTimeZone?: string; mapTilesUrl?: unknown };
  /** Null when the server could not read them: the page then reads them itself (its first step shows loading). */
  types: BookableInspectionType[] | null;
  typesReadAt: number;
  /** The language the server chose (the browser hydrates in it; English when absent). */
  language?: Language;
  /** The business's name and phone for the header (null: no profile; absent: the browser reads it). */
  business?: BusinessProfile | null;
}

export const BOOK_ROOT_ID = 'book-root';
export const BOOK_DATA_ID = 'book-data';

/** How long the types in the page count as fresh; older ones are read again once the page is live. */
export const TYPES_FRESH_MS = 10_000;

export function createBookQueryClient(data: BookPageData): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(bookableTypesKey(true), { staleTime: TYPES_FRESH_MS });
  if (data.types) queryClient.setQueryData(bookableTypesKey(true), data.types, { updatedAt: data.typesReadAt });
  if (data.business !== undefined) queryClient.setQueryData(businessProfileQueryKey, data.business);
  return queryClient;
}

/** The toasts in the page's corner: top-right in English, top-left on the Arabic (right-to-left) page. */
export function BookToaster() {
  return <Toaster dir={textDirection(useBookWords().language)} />;
}

export function AfterHydration({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function BookPageRoot({ queryClient, onHydrated }: { queryClient: QueryClient; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PublicBookingPage />
        <BookToaster />
        <AfterHydration onHydrated={onHydrated} />
      </QueryClientProvider>
    </StrictMode>
  );
}
