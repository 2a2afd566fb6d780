// A row another person has just added or changed carries `data-fresh` for a few seconds (useFreshRows of
// @inspection/supabase-client; docs/architecture/realtime.md#the-live-console): tinted, with a bar at its start edge.
// TableRow and DataCard carry it; a list with rows of its own adds it to each row.
export const FRESH_ROW_CLASS =
  'transition-colors data-fresh:bg-amber-50 data-fresh:hover:bg-amber-100 data-fresh:shadow-[inset_3px_0_0_var(--color-amber-400)]';
