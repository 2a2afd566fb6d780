// Compile-time only: the domain's Booking are rows of bookings (see entity-matches-row.ts).
import type { Tables } from '@inspection/database-types';
import type { Mismatched, NoMismatch } from '@inspection/supabase-client';
import type { Booking } from '@inspection/bookings-domain';

export type BookingMatchesRow = [
  NoMismatch<Mismatched<Tables<'bookings'>, Booking>>,
];
