// The image group a report shows first, as the vehicle's picture: the inspection slice builds it, the buyer's page reads
// it. Apart from the report's reader (public-report.ts, zod), so that code building a report does not load zod.
export const MAIN_PICTURE_GROUP = 'Main Picture';
