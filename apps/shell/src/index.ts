import { requestRuntimeConfig } from './early-runtime-config';
import { requestRouteManifest } from './early-remote/early-remote';
import { requestRemoteReleases, withChosenReleases } from './remotes/releases/early-remote-releases';
import { releaseBucket } from './remotes/releases/release-bucket';
import { requestEarlyScreenReads } from './early-read/early-screen-reads';

// A head start only: whatever it meets (no storage, no answer), start-up goes on as without it. The releases are
// asked for as soon as the runtime config has come (one request for every remote), and the early manifest read is
// the chosen release's; the opened screen's first read goes out with the config too, with the stored session.
const config = requestRuntimeConfig();
const releases = requestRemoteReleases(config);
requestRouteManifest(withChosenReleases(config, releases, releaseBucket)).catch(() => undefined);
requestEarlyScreenReads(config);
import('./bootstrap');
