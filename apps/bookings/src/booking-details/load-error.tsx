import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { Button, ErrorBox } from '@inspection/ui';

/** A booking that cannot be loaded: the message (or 'Booking not found') and 'Return to Bookings'. */
export function LoadError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-lg p-6">
      <ErrorBox action={<Button onClick={() => navigate(bookingsPaths.dashboard.to())}>Return to Bookings</Button>}>{message}</ErrorBox>
    </div>
  );
}
