import { useNavigate } from 'react-router-dom';
import { Button, ErrorBox } from '@inspection/ui';

/** A booking that cannot be loaded: the message (or 'Booking not found') and 'Return to Bookings'. */
export function LoadError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-lg p-6">
      <ErrorBox action={<Button onClick={() => navigate('/booking')}>Return to Bookings</Button>}>{message}</ErrorBox>
    </div>
  );
}
