export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  summary: () => [...bookingKeys.all, 'summary'] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  day: (day: string) => [...bookingKeys.all, 'day', day] as const,
  week: (firstDay: string) => [...bookingKeys.all, 'week', firstDay] as const,
  slots: (day: string, typeId: string, excludeId: string | null) => [...bookingKeys.all, 'slots', day, typeId, excludeId] as const,
  holds: (day: string) => [...bookingKeys.all, 'holds', day] as const,
};

/** The booking columns the screens read (the same as the All table's pages, which list_bookings answers). */
export { BOOKING_COLUMNS } from '@inspection/platform-manifest';
