import { requestRuntimeConfig } from './early-runtime-config';
import { requestRouteManifest } from './early-remote/early-remote';
import { requestRemoteReleases, withChosenReleases } from './remotes/releases/early-remote-releases';
import { releaseBucket } from './remotes/releases/release-bucket';

// A head start only: whatever it meets (no storage, no answer), start-up goes on as without it. The releases are
// asked for as soon as the runtime config has come (one request for every remote), and the early manifest read is
// the chosen release's.
const config = requestRuntimeConfig();
const releases = requestRemoteReleases(config);
requestRouteManifest(withChosenReleases(config, releases, releaseBucket)).catch(() => undefined);
import('./bootstrap');
