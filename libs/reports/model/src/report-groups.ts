// The image group a report shows first, as the vehicle's picture: the database puts it first (report_image_groups in
// supabase/schemas/reports-builder.sql), the report's pages read it.
export const MAIN_PICTURE_GROUP = 'Main Picture';
