// The reports remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const Dashboard = lazy(() => import('../exposes/dashboard'));
const ReportPage = lazy(() => import('../exposes/report-page'));
const WebhookPage = lazy(() => import('../exposes/webhook-page'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/report/:id" element={<ReportPage />} />
      <Route path="/login" element={<SignInAtConsole />} />
      <Route element={<RequireAuth />}>
        <Route path="/" element={<Dashboard />} />
        <Route path="/admin" element={<Dashboard />} />
        <Route path="/webhook" element={<WebhookPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
