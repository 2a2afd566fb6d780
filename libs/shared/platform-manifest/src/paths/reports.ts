// The reports remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const reportsPaths = {
  /** The console's home page. */
  dashboard: route('/'),
  admin: route('/admin'),
  /** A buyer's report by link, signed in or not. */
  report: route('/report/:id'),
  webhook: route('/webhook'),
} as const;
