// Test support: the real federation runtime, with the shell's runtime plugins, and remotes served from memory instead
// of the network. A remote is a container whose exposed screens a test sets; a remote that is `down` fails to load
// its entry as a stopped server does. Counts how often the runtime loaded each remote's entry.
import type { ComponentType } from 'react';
import { init, registerPlugins } from '@module-federation/enhanced/runtime';
import { registerRuntimeRemotes } from '../remote-registry';

type Exposes = Record<string, () => Promise<{ default: ComponentType } | object>>;

export function startFakeRemotes(names: readonly string[]) {
  // A name of its own: the runtime keeps instances on globalThis, which may outlive one test file.
  init({ name: `shell-${Math.random().toString(36).slice(2)}`, remotes: [] });
  const served = new Map<string, Exposes>();
  const entryLoads = new Map<string, number>();
  registerPlugins([
    {
      name: 'fake-remotes',
      async loadEntry({ remoteInfo }) {
        entryLoads.set(remoteInfo.name, (entryLoads.get(remoteInfo.name) ?? 0) + 1);
        const exposes = served.get(remoteInfo.name);
        if (!exposes) throw new Error(`${remoteInfo.name} is down`);
        return {
          init: async () => undefined,
          get: (expose: string) => () => exposes[expose.replace(/^\.\//, '')](),
        };
      },
    },
  ]);
  registerRuntimeRemotes(Object.fromEntries(names.map((name) => [name, `http://${name}.test/remoteEntry.js`])));
  return {
    serve(remote: string, exposes: Exposes) {
      served.set(remote, exposes);
    },
    stop(remote: string) {
      served.delete(remote);
    },
    entryLoads: (remote: string) => entryLoads.get(remote) ?? 0,
    resetCounts: () => entryLoads.clear(),
  };
}
