// The forms remote served on its own origin: its screens under its own router.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/auth';
import { SignInAtConsole } from '@inspection/standalone';

const FormList = lazy(() => import('../exposes/form-list'));
const FormEditor = lazy(() => import('../exposes/form-editor'));
const Settings = lazy(() => import('../exposes/settings'));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInAtConsole />} />
      <Route element={<RequireAuth />}>
        <Route path="/formbuilder" element={<FormList />} />
        <Route path="/formbuilder/create" element={<FormEditor />} />
        <Route path="/formbuilder/:id" element={<FormEditor />} />
        <Route path="/formbuilder/view/:id" element={<FormEditor />} />
        <Route path="/settings" element={<Settings />} />
      </Route>
      <Route path="/" element={<Navigate to="/formbuilder" replace />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
