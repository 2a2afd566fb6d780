// The customer's page as a route of the console and of the bookings remote: the token from the address.
import { useParams } from 'react-router-dom';
import ManagedBookingPage from './managed-booking-page';

export default function ManagedBookingRoute() {
  return <ManagedBookingPage token={useParams().token ?? ''} />;
}
