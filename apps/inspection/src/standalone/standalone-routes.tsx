// The inspection remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const InspectionRecords = lazy(() => import('../exposes/inspection-records'));
const PerformInspection = lazy(() => import('../exposes/perform-inspection'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInAtConsole />} />
      <Route element={<RequireAuth />}>
        <Route path="/inspections" element={<InspectionRecords />} />
        <Route path="/performinspection/:bookingId" element={<PerformInspection />} />
        <Route path="/inspection/:bookingId" element={<PerformInspection />} />
      </Route>
      <Route path="/" element={<Navigate to="/inspections" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
