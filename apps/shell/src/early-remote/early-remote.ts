// The manifest of the opened screen's remote is asked for by the entry (docs/decisions/0007-early-remote-manifest.md),
// instead of after the shell's boot (before, at 4x CPU, the perform screen's remote was asked for ~520 ms after the
// navigation, and the federation runtime then waited for that answer before it asked for the screen's files). Chromium
// hands the runtime config to the page only once the shell's chunks have run (~250 ms at 4x CPU), so the entry asks at
// once where the remote was on the last visit, and again at the config's address if that differs (a redeploy moved it).
// The runtime takes the answer from the config's address (once) instead of fetching it again (retryRemoteLoads'
// `answered`); a failed early read changes nothing. With a stored session the screen's code is then started from that
// manifest, the chosen release's (early-remote-code.ts); before the releases were asked for by the entry too, preloading
// from here competed with the shell's start and gained nothing measurable (the ADR above).
// Only plain data is imported: this runs in the entry chunk, before the federation's shared modules are ready.
import { manifestRoutes, routeAt } from '@inspection/platform-manifest';
import { REMOTE_MANIFESTS } from '../routes/remote-manifests';
import { rememberedRemotes, rememberRemotes, remoteAddresses } from './remembered-remotes';
import { remoteCodeOf, startRemoteCode, type RemoteCode } from './early-remote-code';
import { storedAccess } from '../early-read/early-screen-reads';

/** Per manifest URL, the text the entry's request answered (undefined when it failed). */
const manifests = new Map<string, Promise<string | undefined>>();

/** The manifest the entry read, or is reading, for `url` (once), or undefined when it has none or it failed. */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const text = manifests.get(url);
  manifests.delete(url);
  const answer = await text;
  return answer === undefined ? undefined : new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function readManifest(url: string): Promise<string | undefined> {
  const text = fetch(url).then((response) => (response.ok ? response.text() : undefined)).catch(() => undefined);
  manifests.set(url, text);
  return text;
}

/**
 * Asks for the manifest of `pathname`'s remote (none for a page the shell answers, such as sign-in: a signed-out
 * visitor's remote is asked for too, since sign-in brings them back to it) and remembers where the remotes are.
 * With a stored session, the screen's code is then asked for too (early-remote-code.ts).
 */
export async function requestRouteManifest(
  runtimeConfig: Promise<unknown>,
  pathname = location.pathname,
  storage: Storage = localStorage,
  startCode: (code: RemoteCode) => void = startRemoteCode,
): Promise<void> {
  const route = routeAt(manifestRoutes(REMOTE_MANIFESTS), pathname);
  const remembered = route && rememberedRemotes(storage)[route.remote];
  const early = remembered ? readManifest(remembered) : undefined;
  const config = (await runtimeConfig) as { remotes?: unknown } | undefined;
  const remotes = remoteAddresses(config?.remotes);
  if (config?.remotes) rememberRemotes(storage, remotes);
  const url = route && remotes[route.remote];
  const text = url && url !== remembered ? await readManifest(url) : await early;
  await early;
  const code = route && url && text !== undefined && storedAccess(storage) ? remoteCodeOf(url, text, route.screen.module) : undefined;
  if (code) startCode(code);
}
