import { useAuth } from '@inspection/platform';
import { MyDayView } from './my-day-view';

/** /my-day: the signed-in member of staff's view of an inspector's day (their own, for an inspector). */
export default function MyDayPage() {
  const { user } = useAuth();
  return <MyDayView role={user?.role ?? 'staff'} />;
}
