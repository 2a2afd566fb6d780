// The inspection remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const inspectionPaths = {
  records: route('/inspections'),
  perform: route('/performinspection/:bookingId'),
  /** The same screen under the address older links use. */
  view: route('/inspection/:bookingId'),
  /** The inspector's day on the tablet. */
  myDay: route('/my-day'),
} as const;
