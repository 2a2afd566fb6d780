// Served alone, a remote has no sign-in of its own: staff sign in at the console, where every screen is available.
import { getRuntimeConfig } from '@inspection/platform';

export function SignInAtConsole() {
  const { consoleUrl } = getRuntimeConfig() as { consoleUrl?: string };
  const consoleOrigin = consoleUrl ?? 'http://localhost:4200';
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">Staff sign-in required</h1>
        <p className="mt-2 text-sm text-slate-600">This page is part of the inspection console. Sign in there to use it.</p>
        <a
          href={`${consoleOrigin}/login`}
          className="mt-4 inline-flex h-10 items-center rounded-lg bg-blue-600 px-4 text-sm font-medium text-white hover:bg-blue-700"
        >
          Open the console
        </a>
      </div>
    </main>
  );
}
