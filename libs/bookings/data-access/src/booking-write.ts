import type { Booking } from '@inspection/bookings-domain';

// The columns a booking form writes (everything but what the database sets); optional values are null when empty.
export type BookingWrite = Omit<Booking, 'id' | 'status' | 'created_at'>;
