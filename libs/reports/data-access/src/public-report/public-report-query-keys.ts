/** Query keys of a booking's stored report; everything under ['public-report', id] is one report's. */
export const publicReportKeys = {
  all: (bookingId: string) => ['public-report', bookingId] as const,
  staff: (bookingId: string) => ['public-report', bookingId, 'staff'] as const,
  link: (bookingId: string) => ['public-report', bookingId, 'link'] as const,
};
