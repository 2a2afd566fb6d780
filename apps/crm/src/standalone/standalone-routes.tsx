// The crm remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const Crm = lazy(() => import('../exposes/crm'));
const ContactDetail = lazy(() => import('../exposes/contact-detail'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInAtConsole />} />
      <Route element={<RequireAuth />}>
        <Route path="/crm" element={<Crm />} />
        <Route path="/contacts/:id" element={<ContactDetail />} />
      </Route>
      <Route path="/" element={<Navigate to="/crm" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
