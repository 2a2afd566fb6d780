// Where each remote was on the last visit (the runtime config's `remotes`), kept in localStorage so the next visit's
// entry can ask for the opened screen's remote before the config has come. Nothing secret: runtime-config.json is
// public. A full or refused storage only loses the next visit's head start.
const KEY = 'inspection.remotes';

/** The entries of `remotes` (a runtime config's, or what was stored) whose value is an address. */
export function remoteAddresses(remotes: unknown): Record<string, string> {
  const entries = Object.entries(remotes && typeof remotes === 'object' ? remotes : {});
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function rememberedRemotes(storage: Storage): Record<string, string> {
  try {
    return remoteAddresses(JSON.parse(storage.getItem(KEY) ?? '{}'));
  } catch {
    return {};
  }
}

export function rememberRemotes(storage: Storage, remotes: Record<string, string>): void {
  try {
    storage.setItem(KEY, JSON.stringify(remotes));
  } catch {
    // See above.
  }
}
