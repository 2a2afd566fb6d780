// Screens of other remotes (perform inspection, the buyer's report) live in the console. Inside the
// shell they are routes of this same page; on the bookings origin alone they are on the console's.
import { getRuntimeConfig, isPlatformInitialised } from '@inspection/platform';

/** True when this remote runs on its own origin (no remotes configured: not inside the shell). */
export function isStandalone(): boolean {
  return isPlatformInitialised() && Object.keys(getRuntimeConfig().remotes ?? {}).length === 0;
}

/** The address of a console route from this page. */
export function consoleHref(path: string): string {
  if (!isStandalone()) return path;
  return `${getRuntimeConfig().consoleUrl ?? ''}${path}`;
}
