// The calllogs remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const CallLogs = lazy(() => import('../exposes/call-logs'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInAtConsole />} />
      <Route element={<RequireAuth />}>
        <Route path="/call-logs" element={<CallLogs />} />
      </Route>
      <Route path="/" element={<Navigate to="/call-logs" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
