import { requestRuntimeConfig } from './early-runtime-config';
import { requestRouteManifest } from './early-remote/early-remote';

// A head start only: whatever it meets (no storage, no answer), start-up goes on as without it.
requestRouteManifest(requestRuntimeConfig()).catch(() => undefined);
import('./bootstrap');
