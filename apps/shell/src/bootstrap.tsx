// Start-up of the console: read this deployment's runtime config, set up the one backend client, tell the
// federation runtime where the remotes are, then render.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { initPlatform, loadRuntimeConfig, parseRuntimeConfig } from '@inspection/platform';
import { PlatformRoot } from '@inspection/standalone';
import { createAppRouter } from './routes/app-routes';
import { StartupFailure } from './routes/startup-failure';
import { registerRuntimeRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './offline/register-service-worker';
import { RUNTIME_CONFIG_URL, takeEarlyRuntimeConfig } from './early-runtime-config';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const early = await takeEarlyRuntimeConfig();
  const config = early === undefined ? await loadRuntimeConfig(RUNTIME_CONFIG_URL) : parseRuntimeConfig(early, RUNTIME_CONFIG_URL);
  initPlatform(config);
  registerRuntimeRemotes(config.remotes);
  root.render(<PlatformRoot router={createAppRouter()} />);
  registerServiceWorker(config.remotes);
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupFailure />);
});
