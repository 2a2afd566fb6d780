// The call logs remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const calllogsPaths = {
  callLogs: route('/call-logs'),
} as const;
