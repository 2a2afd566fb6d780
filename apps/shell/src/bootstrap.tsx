// Start-up of the console: read this deployment's runtime config, set up the one backend client, tell the
// federation runtime where the remotes are, then render.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { getQueryClient, initPlatform, loadRuntimeConfig, parseRuntimeConfig } from '@inspection/platform';
import { PlatformRoot } from '@inspection/standalone';
import { createAppRouter } from './routes/app-routes';
import { StartupFailure } from './routes/startup-failure';
import { registerRuntimeRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './offline/register-service-worker';
import { RUNTIME_CONFIG_URL, takeEarlyRuntimeConfig } from './early-runtime-config';
import { requestRemoteReleases } from './remotes/releases/early-remote-releases';
import { releaseBucket } from './remotes/releases/release-bucket';
import { resolvedAddresses } from './remotes/releases/remote-releases';
import { adoptEarlyScreenReads } from './early-read/adopt-early-reads';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const early = await takeEarlyRuntimeConfig();
  const config = early === undefined ? await loadRuntimeConfig(RUNTIME_CONFIG_URL) : parseRuntimeConfig(early, RUNTIME_CONFIG_URL);
  initPlatform(config);
  // The opened screen's first read, if the entry asked for it: the route's loader and the screen join it.
  adoptEarlyScreenReads(getQueryClient());
  // The entry has asked for the releases already; this is its answer (or the same request, when it could not).
  const releases = () => requestRemoteReleases(Promise.resolve(config));
  registerRuntimeRemotes(config.remotes, releases);
  root.render(<PlatformRoot router={createAppRouter()} />);
  // The offline remotes' chosen builds are the ones to keep.
  void releases().then((answer) => registerServiceWorker(resolvedAddresses(config.remotes, answer, releaseBucket())));
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupFailure />);
});
