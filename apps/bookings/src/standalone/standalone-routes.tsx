// The bookings remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const BookingsDashboard = lazy(() => import('../exposes/bookings-dashboard'));
const BookingDetails = lazy(() => import('../exposes/booking-details'));
const BookingEdit = lazy(() => import('../exposes/booking-edit'));
const PublicBooking = lazy(() => import('../exposes/public-booking'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInAtConsole />} />
      {/* Customers book themselves: no sign-in. */}
      <Route path="/book" element={<PublicBooking />} />
      <Route element={<RequireAuth />}>
        <Route path="/booking" element={<BookingsDashboard />} />
        <Route path="/booking/:id" element={<BookingDetails />} />
        <Route path="/booking/edit/:id" element={<BookingEdit />} />
      </Route>
      <Route path="/" element={<Navigate to="/booking" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
