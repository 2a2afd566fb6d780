// Where each remote lives is only known at run time (runtime-config.json), so the shell registers the remotes with
// the federation runtime after start-up; nothing about a remote's address is in the shell bundle.
import { registerRemotes } from '@module-federation/enhanced/runtime';

const manifestUrls = new Map<string, string>();

export function registerRuntimeRemotes(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) manifestUrls.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets everything the federation runtime cached about a remote (its manifest, its container, a failed load),
 * so the next load fetches it again. Used by Retry after a remote was down.
 */
export function resetRemote(name: string): void {
  const entry = manifestUrls.get(name);
  if (!entry) return;
  registerRemotes([{ name, entry }], { force: true });
}

export function isRegisteredRemote(name: string): boolean {
  return manifestUrls.has(name);
}
