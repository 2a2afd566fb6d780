// Start-up of the console: read this deployment's runtime config, set up the one backend client, tell the
// federation runtime where the remotes are, then render.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { initPlatform, loadRuntimeConfig } from '@inspection/auth';
import { PlatformRoot } from '@inspection/standalone';
import { createAppRouter } from './routes/app-routes';
import { StartupFailure } from './routes/startup-failure';
import { registerRuntimeRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './offline/register-service-worker';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const config = await loadRuntimeConfig('/runtime-config.json');
  initPlatform(config);
  registerRuntimeRemotes(config.remotes);
  root.render(<PlatformRoot router={createAppRouter()} />);
  registerServiceWorker(config.remotes);
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupFailure />);
});
