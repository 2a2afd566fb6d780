// The shell's shared ranges a release is checked against (docs/architecture/releases.md#the-compatibility-check): the
// shell as deployed when it answers (its mf-manifest.json lists each shared module with the range it requires), else
// the shell this checkout builds (tools/build/shared-deps.ts, without any test override).
import { readFile } from 'node:fs/promises';
import { sharedDependencies } from '@inspection/build/shared-deps';
import { parseFederationManifest, shellSharedFromManifest, type ShellShared } from './compatibility';

export interface ShellSharedSource {
  shared: ShellShared[];
  /** Where the ranges were read, for the command's output. */
  from: string;
}

/** The ranges this checkout's shell declares. */
export function checkoutShellShared(): ShellShared[] {
  return Object.entries(sharedDependencies({})).flatMap(([name, config]) => {
    if (typeof config !== 'object' || Array.isArray(config) || typeof config.requiredVersion !== 'string') return [];
    return [{ name, requiredVersion: config.requiredVersion, singleton: config.singleton === true }];
  });
}

async function readManifest(where: string): Promise<string> {
  if (!/^https?:\/\//.test(where)) return readFile(where, 'utf8');
  const response = await fetch(where, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  if (!response.ok) throw new Error(`${where} answered ${response.status}`);
  return response.text();
}

/**
 * `explicit` (--shell-manifest: a URL or a file) must answer; otherwise the deployed shell's manifest is asked and,
 * when it does not answer, the checkout's declaration is used.
 */
export async function shellShared(explicit: string | undefined, consoleUrl: string): Promise<ShellSharedSource> {
  if (explicit) return { shared: shellSharedFromManifest(parseFederationManifest(await readManifest(explicit), explicit)), from: explicit };
  const deployed = `${consoleUrl}/mf-manifest.json`;
  try {
    return { shared: shellSharedFromManifest(parseFederationManifest(await readManifest(deployed), deployed)), from: deployed };
  } catch {
    return { shared: checkoutShellShared(), from: 'the shell this checkout builds (tools/build/shared-deps.ts)' };
  }
}
