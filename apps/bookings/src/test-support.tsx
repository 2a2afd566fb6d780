// Test helpers for the booking screens: the bookings tables and functions on the shared typed fake backend of
// @inspection/platform/testing (the real platform and data-access hooks; fetch answered per test), and a QueryClient.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { installFakeBackend, jsonResponse, rpcRoute, tableRoute, type FakeRequest, type FakeRoute, type FakeRow } from '@inspection/platform/testing';

type Answer<T> = T | Response | 'pending';

export interface BookingsFake {
  /** get_day_slots' answer for any day (is_open absent: an open hour). */
  slots: Answer<{ slot_start: string; slot_end: string; is_available: boolean; is_open?: boolean }[]>;
  /** The day's bookings (staff's list and the override's overlap check). */
  dayBookings: Partial<FakeRow<'bookings'>>[];
  /** The held times staff see. */
  holds: Partial<FakeRow<'booking_slot_holds'>>[];
  /** The inspection types (staff read the table, customers get_public_inspection_types). */
  types: Partial<FakeRow<'inspection_types'>>[];
  /** The answer to a staff insert into bookings: the row, or a refusal. */
  created?: Partial<FakeRow<'bookings'>> | Response;
  /** hold_booking_slot's answers, one per call. */
  holdIds?: string[];
  /** create_public_booking's answer. */
  publicBooking?: { id: string; reference: string };
  /** get_free_inspectors' answer (staff, once a time is chosen). */
  freeInspectors?: { inspector_id: string; full_name: string; day_bookings: number }[];
}

/** What the screen asked the backend: each request as `METHOD path` with its query and body. */
export interface Asked {
  what: string;
  query: URLSearchParams;
  body: unknown;
}

const pending = () => new Promise<Response>(() => undefined);

export function bookingsRoutes(fake: BookingsFake, asked: Asked[]): FakeRoute[] {
  const record: FakeRoute = ({ method, path, url, body }) => {
    asked.push({ what: `${method} ${path}`, query: url.searchParams, body });
    return undefined;
  };
  const holdIds = [...(fake.holdIds ?? [])];
  return [
    record,
    (request: FakeRequest) => {
      if (request.path !== 'rpc/get_day_slots') return undefined;
      if (fake.slots === 'pending') return pending();
      return fake.slots instanceof Response ? fake.slots : jsonResponse(200, fake.slots);
    },
    tableRoute('bookings', ({ method, url, body }) => {
      if (method === 'POST') return fake.created instanceof Response ? fake.created : [{ ...(body as object), ...fake.created }];
      if (method === 'PATCH') return [];
      // updateBooking reads the row back by id.
      if (url.searchParams.get('id')) return [{ id: url.searchParams.get('id')!.replace(/^eq\./, '') }];
      return fake.dayBookings;
    }),
    tableRoute('booking_slot_holds', () => fake.holds),
    tableRoute('inspection_types', () => fake.types),
    rpcRoute('get_public_inspection_types', () => fake.types),
    rpcRoute('hold_booking_slot', ({ p_slot_start }) => ({ id: holdIds.shift(), slot_start: p_slot_start, slot_end: p_slot_start, expires_at: p_slot_start })),
    rpcRoute('release_booking_slot', null),
    rpcRoute('get_free_inspectors', () => fake.freeInspectors ?? []),
    rpcRoute('create_public_booking', () => fake.publicBooking ?? { id: 'abc', reference: 'abcdefgh' }),
  ];
}

/** Installs the bookings fake; returns the list of what was asked, filled as the screen asks. */
export function installBookingsBackend(fake: BookingsFake): Asked[] {
  const asked: Asked[] = [];
  installFakeBackend(...bookingsRoutes(fake, asked));
  return asked;
}

/** The bodies of the requests asked as `what` ('POST bookings', 'POST rpc/hold_booking_slot'), in order. */
export const bodiesOf = (asked: Asked[], what: string) => asked.filter((a) => a.what === what).map((a) => a.body);

export const renderWithQueries = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
