// The command lines of `npm run release`, `rollback`, `promote` and `releases` (docs/architecture/releases.md#the-commands).
import { REMOTES, type RemoteName } from '@inspection/build/apps';

export interface ReleaseArgs {
  remote: RemoteName;
  /** Share of sessions (1..99) that get the release as a canary; none: it becomes active. */
  canary?: number;
  note?: string;
  /** Publish this existing build instead of building (tests, or a build made by CI). */
  fromDir?: string;
  /** The backend's URL (default: SUPABASE_URL, else the console's runtime-config.json). */
  backend?: string;
  /** The build id after the `+` of the version (default: UTC time and git commit). */
  buildId?: string;
  /** The shell's mf-manifest.json (a URL or a file) whose shared ranges the release must satisfy. */
  shellManifest?: string;
}

export class UsageError extends Error {}

export const RELEASE_USAGE =
  'npm run release -- <remote> [--canary <percent>] [--note "..."] [--from-dir <build>] [--backend <url>] [--build-id <id>] [--shell-manifest <url|file>]';

const VALUE_OPTIONS = { '--canary': 'canary', '--note': 'note', '--from-dir': 'fromDir', '--backend': 'backend', '--build-id': 'buildId', '--shell-manifest': 'shellManifest' } as const;

export function remoteName(value: string | undefined, usage: string): RemoteName {
  if (!value) throw new UsageError(`Name a remote: ${usage}`);
  if (!(REMOTES as string[]).includes(value)) throw new UsageError(`"${value}" is not a remote (${REMOTES.join(', ')})`);
  return value as RemoteName;
}

export function parseReleaseArgs(argv: string[]): ReleaseArgs {
  const values: Partial<Record<(typeof VALUE_OPTIONS)[keyof typeof VALUE_OPTIONS], string>> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag in VALUE_OPTIONS) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`${flag} needs a value: ${RELEASE_USAGE}`);
      values[VALUE_OPTIONS[flag as keyof typeof VALUE_OPTIONS]] = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${flag}: ${RELEASE_USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length > 1) throw new UsageError(`One remote at a time: ${RELEASE_USAGE}`);
  const { canary: canaryText, ...rest } = values;
  const canary = canaryText === undefined ? undefined : Number(canaryText);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    throw new UsageError(`--canary takes a whole percentage from 1 to 99, not "${canaryText}"`);
  }
  if (values.buildId !== undefined && !/^[0-9A-Za-z.-]+$/.test(values.buildId)) {
    throw new UsageError(`--build-id takes letters, digits, dots and dashes, not "${values.buildId}"`);
  }
  return { remote: remoteName(positional[0], RELEASE_USAGE), ...(canary === undefined ? {} : { canary }), ...rest };
}

/** `npm run rollback -- <remote>`, `promote` and `releases`: a remote and an optional --backend. */
export function parseRemoteArgs(argv: string[], usage: string): { remote: RemoteName; backend?: string } {
  const positional: string[] = [];
  let backend: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--backend') backend = argv[++i];
    else if (argv[i].startsWith('--backend=')) backend = argv[i].slice('--backend='.length);
    else if (argv[i].startsWith('--')) throw new UsageError(`Unknown option ${argv[i]}: ${usage}`);
    else positional.push(argv[i]);
  }
  if (positional.length > 1) throw new UsageError(`One remote at a time: ${usage}`);
  return { remote: remoteName(positional[0], usage), ...(backend ? { backend } : {}) };
}
