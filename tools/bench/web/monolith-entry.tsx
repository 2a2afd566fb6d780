// bench:web's yardstick: the shell's sign-in and dashboard frame built as ONE ordinary bundle (no federation, the
// dashboard imported directly), to compare how much JavaScript the federated login page costs.
import '@inspection/shell/styles.css';
import { createRoot } from 'react-dom/client';
import { Navigate, Outlet, Route, createBrowserRouter, createRoutesFromElements } from 'react-router-dom';
import { AuthProvider, RequireAuth, initPlatform, loadRuntimeConfig } from '@inspection/platform';
import { PlatformRoot } from '@inspection/standalone';
import LoginPage from '@inspection/shell/login-page';
import AdminLayout from '@inspection/shell/admin-layout';
import DashboardPage from '@inspection/reports/exposes/dashboard';

async function start() {
  initPlatform(await loadRuntimeConfig('/runtime-config.json'));
  // The same data router as the shell (apps/shell/src/routes/app-routes.tsx), with the dashboard built in.
  const router = createBrowserRouter(
    createRoutesFromElements(
      <Route element={<AuthProvider><Outlet /></AuthProvider>}>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireAuth><AdminLayout /></RequireAuth>}>
          <Route path="/admin" element={<DashboardPage />} />
          <Route path="/" element={<DashboardPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>,
    ),
  );
  createRoot(document.getElementById('root')!).render(<PlatformRoot router={router} />);
}

void start();
