// Admin Login (/login): email and password; a failed sign-in shows the server's message, or a fixed text.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { ClipboardCheck } from 'lucide-react';
import { useAuth } from '@inspection/platform';
import { Button, Card, CardContent, CardHeader, ErrorBox, TextField } from '@inspection/ui';

export default function LoginPage() {
  const { isLoading, isAuthenticated, login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isLoading) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center bg-slate-50 text-sm text-slate-500">
        Loading...
      </div>
    );
  }
  // While a sign-in is in flight the form stays up; its own navigate() takes over on success.
  if (isAuthenticated && !busy) return <Navigate to={reportsPaths.admin.to()} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await login(email, password);
    if (result.success) {
      navigate(reportsPaths.admin.to(), { replace: true });
      return;
    }
    setError(result.error);
    setBusy(false);
  }

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-slate-100 to-slate-200/70 px-4 py-10">
      <div className="mb-6 flex items-center gap-3 text-slate-800">
        <span className="flex size-11 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">
          <ClipboardCheck className="size-6" aria-hidden="true" />
        </span>
        <div className="leading-tight">
          <p className="text-lg font-semibold">Vehicle Inspection</p>
          <p className="text-sm text-slate-500">Staff console</p>
        </div>
      </div>

      <Card className="w-full max-w-md shadow-lg shadow-slate-300/40">
        <CardHeader className="p-6 pb-2 sm:p-8 sm:pb-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Login</h1>
          <p className="text-sm text-slate-500">Sign in with your staff account.</p>
        </CardHeader>
        <CardContent className="p-6 pt-4 sm:p-8 sm:pt-4">
          <form onSubmit={handleSubmit} className="flex flex-col gap-5">
            {error && <ErrorBox>{error}</ErrorBox>}
            <TextField
              id="login-email"
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={busy}
              className="h-11"
            />
            <TextField
              id="login-password"
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              className="h-11"
            />
            <Button type="submit" size="lg" className="w-full" loading={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
