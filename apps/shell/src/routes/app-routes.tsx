// The console's route table (spec part 1 §2), served by a data router: it is what lets a screen block a navigation
// (the form editor's unsaved-changes guard catches the browser's Back button too, through useBlocker).
import { Navigate, Outlet, Route, createBrowserRouter, createRoutesFromElements } from 'react-router-dom';
import { AuthProvider, RequireAuth } from '@inspection/auth';
import LoginPage from '../login/login-page';
import AdminLayout from '../admin-shell/admin-layout';
import ChangePasswordPage from '../change-password/change-password-page';
import { ScreenSuspense } from '../remotes/screen-suspense';
import * as screen from './screens';

/** Every route sits under the auth provider, which navigates (to /login after a logout) and so needs the router. */
function Root() {
  return (
    <AuthProvider>
      <ScreenSuspense>
        <Outlet />
      </ScreenSuspense>
    </AuthProvider>
  );
}

export const appRoutes = createRoutesFromElements(
  <Route element={<Root />}>
    <Route path="/login" element={<LoginPage />} />
    {/* Open to anyone, outside the staff shell: buyers open reports by link; the screen decides what to show. */}
    <Route path="/report/:id" element={<screen.ReportPage />} />
    {/* Customers book an inspection themselves, without signing in. */}
    <Route path="/book" element={<screen.PublicBooking />} />
    <Route path="/svg-json-builder" element={<screen.SvgJsonBuilder />} />
    <Route path="/parts-preview" element={<screen.PartsPreview />} />
    <Route path="/marked-parts-overlay" element={<screen.MarkedPartsOverlay />} />

    <Route element={<RequireAuth />}>
      <Route path="/performinspection/:bookingId" element={<screen.PerformInspection />} />
      <Route path="/inspection/:bookingId" element={<screen.PerformInspection />} />
    </Route>

    <Route
      element={
        <RequireAuth>
          <AdminLayout onNavIntent={screen.preloadSidebarScreen} />
        </RequireAuth>
      }
    >
      <Route path="/admin" element={<screen.Dashboard />} />
      <Route path="/">
        <Route index element={<screen.Dashboard />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="settings" element={<screen.Settings />} />
        <Route path="formbuilder" element={<screen.FormList />} />
        <Route path="formbuilder/create" element={<screen.FormEditor />} />
        <Route path="formbuilder/:id" element={<screen.FormEditor />} />
        <Route path="formbuilder/view/:id" element={<screen.FormEditor />} />
        <Route path="inspections" element={<screen.InspectionRecords />} />
        {/* The staff report/:id is the same open /report/:id route above, which takes precedence. */}
        <Route path="webhook" element={<screen.WebhookPage />} />
        <Route path="booking" element={<screen.BookingsDashboard />} />
        <Route path="booking/:id" element={<screen.BookingDetails />} />
        <Route path="booking/edit/:id" element={<screen.BookingEdit />} />
        <Route path="crm" element={<screen.Crm />} />
        <Route path="contacts/:id" element={<screen.ContactDetail />} />
        <Route path="call-logs" element={<screen.CallLogs />} />
      </Route>
    </Route>

    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>,
);

export const createAppRouter = () => createBrowserRouter(appRoutes);
