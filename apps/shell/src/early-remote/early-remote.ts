// The remote of the page being opened is asked for by the entry, instead of after the shell's boot (issue 25: at 4x CPU
// the perform screen's remote was asked for ~520 ms after the navigation, its chunks ~150 ms after that). Chromium
// hands the runtime config to the page only once the shell's chunks have run (~250 ms at 4x CPU), so the entry reads
// the remote's mf-manifest.json at once from where the remote was on the last visit, and again from the config's
// address if that differs (a redeploy moved it); the answer has the browser preload the screen's files (fetched, not
// run: the federation runtime runs them, in its order). The runtime takes the manifest read from the config's address
// (once) instead of fetching it again (retryRemoteLoads' `answered`); a failed early read changes nothing. A
// signed-out visitor loads the remote too: sign-in brings them back to this screen. Only plain data is imported: this
// runs in the entry chunk, before the federation's shared modules are ready.
import { manifestRoutes, routeAt } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from '../routes/remote-manifests';
import { rememberedRemotes, rememberRemotes } from './remembered-remotes';
import { screenFiles, type FederationManifest, type ScreenFiles } from './screen-files';

/** Per manifest URL, the text the entry's request answered (undefined when it failed). */
const manifests = new Map<string, Promise<string | undefined>>();

/** The manifest the entry read, or is reading, for `url` (once), or undefined when it has none or it failed. */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const text = manifests.get(url);
  manifests.delete(url);
  const answer = await text;
  return answer === undefined ? undefined : new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function preload({ scripts, styles }: ScreenFiles): void {
  const present = new Set([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  const links = [...scripts.map((href) => ({ href, as: 'script' })), ...styles.map((href) => ({ href, as: 'style' }))];
  for (const { href, as } of links.filter((link) => !present.has(link.href))) {
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
  }
}

async function readManifest(url: string): Promise<string | undefined> {
  const response = await fetch(url);
  return response.ok ? response.text() : undefined;
}

/** Reads the manifest at `url` (kept at once, so a runtime asking meanwhile joins it) and preloads the screen's files. */
async function loadEarly(url: string, module: string): Promise<void> {
  const text = readManifest(url).catch(() => undefined);
  manifests.set(url, text);
  try {
    const answer = await text;
    if (answer === undefined) return;
    const files = screenFiles(JSON.parse(answer) as FederationManifest, url, module);
    preload(files);
  } catch {
    // Not a manifest: the runtime reads it again and shows the failure.
  }
}

/** Starts loading the remote of `pathname`'s screen (none for a page the shell answers, such as sign-in). */
export async function preloadRouteRemote(runtimeConfig: Promise<unknown>, pathname = location.pathname, storage: Storage = localStorage): Promise<void> {
  const route = routeAt(manifestRoutes(REMOTE_MANIFESTS), pathname);
  const remembered = route && rememberedRemotes(storage)[route.remote];
  const early = route && remembered ? loadEarly(remembered, route.screen.module) : undefined;
  const config = (await runtimeConfig) as { remotes?: Record<string, unknown> } | undefined;
  const remotes = Object.entries(config?.remotes ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  rememberRemotes(storage, Object.fromEntries(remotes));
  const url = route && Object.fromEntries(remotes)[route.remote];
  if (route && url && url !== remembered) await loadEarly(url, route.screen.module);
  await early;
}
