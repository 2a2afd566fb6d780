import { useAuth } from '@inspection/platform';
import { inspectionKeys } from '@inspection/inspection-data-access';
import { useLiveChanges } from '@inspection/supabase-client';
import { MyDayView } from './my-day-view';

// A booking assigned, moved or cancelled by the office shows on the open day (docs/architecture/realtime.md#the-live-console);
// row level security sends an inspector only their own bookings' changes; one just assigned or changed is tinted a while.
const MY_DAY_LIVE_KEYS = [[...inspectionKeys.all, 'inspector-day']];

/** /my-day: the signed-in member of staff's view of an inspector's day (their own, for an inspector). */
export default function MyDayPage() {
  const { user } = useAuth();
  useLiveChanges({ table: 'bookings', queryKeys: MY_DAY_LIVE_KEYS, highlight: 'id' });
  return <MyDayView role={user?.role ?? 'staff'} />;
}
