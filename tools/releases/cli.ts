// The entry of `npm run release`, `rollback`, `promote` and `releases` (package.json passes the command's name first).
// Exit codes: 0 done, 1 refused or failed (nothing half done: see release.ts), 2 a wrong command line.
import { parseReleaseArgs, parseRemoteArgs, RELEASE_USAGE, UsageError } from './release-args';
import { formatReleases, listReleases, promote, rollback } from './release-commands';
import { release } from './release';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(command: string | undefined, argv: string[]): Promise<void> {
  if (command === 'release') {
    const args = parseReleaseArgs(argv);
    const result = await release(args);
    console.log(
      [`Released ${args.remote} ${result.version} as ${result.status === 'active' ? 'the active release' : `a canary for ${args.canary}% of sessions`}.`,
        `  manifest: ${result.manifestUrl}`,
        `  ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB; build ${seconds(result.buildMs)}, publish ${seconds(result.publishMs)}`].join('\n'),
    );
    return;
  }
  const usage = `npm run ${command} -- <remote> [--backend <url>]`;
  if (command === 'rollback') console.log(await rollback(...remoteAndOptions(argv, usage)));
  else if (command === 'promote') console.log(await promote(...remoteAndOptions(argv, usage)));
  else if (command === 'releases') {
    const [remote, options] = remoteAndOptions(argv, usage);
    console.log(formatReleases(remote, await listReleases(remote, options)));
  } else throw new UsageError(`Unknown command "${command}": release, rollback, promote or releases (${RELEASE_USAGE})`);
}

function remoteAndOptions(argv: string[], usage: string) {
  const { remote, backend } = parseRemoteArgs(argv, usage);
  return [remote, { backend }] as const;
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
});
