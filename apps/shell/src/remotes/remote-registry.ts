// Where each remote lives is only known at run time (runtime-config.json), so the shell registers the remotes with
// the federation runtime after start-up; nothing about a remote's address is in the shell bundle. The runtime plugins
// that make a remote's failure a screen and retry its network loads are registered at the same moment, before any load;
// the first manifest of the opened screen's remote is the one the entry already read (early-remote.ts). Each remote is
// pointed at its chosen release just before its first load (resolve-releases.ts).
import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFailureScreen } from './runtime-plugins/load-failure-screen';
import { retryRemoteLoads } from './runtime-plugins/retry-remote-loads';
import { resolveReleases } from './runtime-plugins/resolve-releases';
import { releaseBucket } from './releases/release-bucket';
import type { RemoteReleases } from './releases/remote-releases';
import { takeEarlyManifest } from '../early-remote/early-remote';

export function registerRuntimeRemotes(remotes: Record<string, string>, releases: () => Promise<RemoteReleases> = async () => ({})): void {
  const resolution = resolveReleases({ releases, bucket: () => releaseBucket() });
  // The runtime keeps one plugin per name, so registering again is harmless.
  registerPlugins([retryRemoteLoads({ answered: takeEarlyManifest }), resolution.plugin, loadFailureScreen({ recover: resolution.recover })]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers a remote again with `force`, which makes the federation runtime forget its manifest, its container and
 * a failed load, so the next load fetches them again. Used by Retry.
 */
export function resetRemote(name: string): void {
  const remote = getInstance()?.options.remotes.find((candidate) => candidate.name === name);
  if (remote && 'entry' in remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
}
