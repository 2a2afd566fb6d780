// TEMPORARY: stand-ins until ../login, ../admin-shell and ../change-password land; the routes switch to those then.
import { Outlet } from 'react-router-dom';

export function LoginPage() {
  return <h1>Admin Login</h1>;
}

export function AdminLayout() {
  return (
    <div>
      <h2>Admin Panel</h2>
      <Outlet />
    </div>
  );
}

export function ChangePasswordPage() {
  return <h1>Change Password</h1>;
}
