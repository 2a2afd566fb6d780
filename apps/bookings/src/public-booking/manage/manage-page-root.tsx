// /book/manage/{token} as the server renders it and the browser hydrates it (server/render-manage-page.tsx,
// manage-client.tsx): one query client already holding the booking and the business's name and phone.
import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { managedBookingKey, type ManagedBooking } from '@inspection/bookings-data-access';
import { businessProfileQueryKey } from '@inspection/supabase-client';
import type { BusinessProfile, Language } from '@inspection/shared-domain';
import { AfterHydration, BookToaster, type BookPageData } from '../book-page-root';
import ManagedBookingPage from './managed-booking-page';

export interface ManagePageData {
  config: BookPageData['config'];
  token: string;
  /** The booking (null: no booking has the token); absent when the server could not ask (the browser does). */
  booking?: ManagedBooking | null;
  readAt: number;
  business?: BusinessProfile | null;
  language: Language;
}

export const MANAGE_ROOT_ID = 'manage-root';
export const MANAGE_DATA_ID = 'manage-data';

export function createManageQueryClient(data: ManagePageData): QueryClient {
  const queryClient = new QueryClient();
  if (data.booking !== undefined) queryClient.setQueryData(managedBookingKey(data.token), data.booking, { updatedAt: data.readAt });
  if (data.business !== undefined) queryClient.setQueryData(businessProfileQueryKey, data.business);
  return queryClient;
}

export function ManagePageRoot({ queryClient, token, onHydrated }: { queryClient: QueryClient; token: string; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ManagedBookingPage token={token} />
        <BookToaster />
        <AfterHydration onHydrated={onHydrated} />
      </QueryClientProvider>
    </StrictMode>
  );
}
