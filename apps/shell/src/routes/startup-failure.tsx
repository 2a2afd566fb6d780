// Shown when the console cannot start at all (its runtime-config.json is missing or unreadable).
export function StartupFailure() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="max-w-md rounded-xl border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold text-red-700">The console could not start</h1>
        <p className="mt-2 text-sm text-slate-600">
          Its configuration (runtime-config.json) could not be loaded. Reload the page, or contact the administrator.
        </p>
      </div>
    </main>
  );
}
