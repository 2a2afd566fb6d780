// The opened screen's remote code, asked for by the entry as soon as it has read the remote's chosen manifest
// (early-remote.ts), instead of when the shell's route asks the federation runtime for the screen: at 4x CPU the
// runtime asked ~150-250 ms after that manifest had come, once the shell's chunks had run and its router had started,
// and each file then took its turn through the service worker (docs/benchmarks/inspection.md#the-remotes-code-with-the-entry-2026-11-30).
// The remote's entry is run (its container is a global the runtime takes instead of loading the script again); the
// screen's files and stylesheets are only fetched (`<link rel="preload">`): the runtime's own `<script>` and
// stylesheet for the same address take the fetched answer. The manifest is the one the runtime is handed
// (takeEarlyManifest), read at the address the releases chose, so the same build runs. Plain code only (see index.ts).

interface ManifestExpose {
  name?: unknown;
  assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } };
}

interface Manifest {
  metaData?: { globalName?: unknown; publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown; type?: unknown } };
  exposes?: unknown;
}

/** What the entry asks for: the remote's entry (run) and the screen's files (fetched). */
export interface RemoteCode {
  /** The remote's entry script and the global it defines; none when the remote is not a plain script. */
  entry?: { url: string; globalName: string };
  scripts: string[];
  styles: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The federation SDK's address of a manifest's files: `publicPath`, or the manifest's folder for 'auto'. */
function publicPathOf(manifestUrl: string, publicPath: unknown): string | undefined {
  if (publicPath === 'auto' || publicPath === '') return manifestUrl.replace(/#.*$/, '').replace(/\?.*$/, '').replace(/\/[^/]+$/, '/');
  return typeof publicPath === 'string' ? publicPath : undefined;
}

/** The code of `module` (an exposed name, such as 'PerformInspection') by the manifest `text` read at `manifestUrl`. */
export function remoteCodeOf(manifestUrl: string, text: string, module: string): RemoteCode | undefined {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    return undefined;
  }
  const base = publicPathOf(manifestUrl, manifest.metaData?.publicPath);
  const expose = (Array.isArray(manifest.exposes) ? (manifest.exposes as ManifestExpose[]) : []).find(
    (candidate) => candidate.name === module || candidate.name === `./${module}`,
  );
  if (base === undefined || !expose) return undefined;
  const { globalName, remoteEntry } = manifest.metaData ?? {};
  const plainScript = remoteEntry?.type === 'global' || remoteEntry?.type === 'var';
  const entryName = typeof remoteEntry?.name === 'string' ? remoteEntry.name : undefined;
  const entryPath = typeof remoteEntry?.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  return {
    entry: plainScript && entryName && typeof globalName === 'string' ? { url: `${base}${entryPath}${entryName}`, globalName } : undefined,
    scripts: strings(expose.assets?.js?.sync).map((file) => `${base}${file}`),
    styles: strings(expose.assets?.css?.sync).map((file) => `${base}${file}`),
  };
}

function preload(doc: Document, href: string, as: 'script' | 'style'): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  doc.head.append(link);
}

/**
 * Fetches the screen's files and runs the remote's entry, unless its container is there already. The entry's script
 * element goes once it has loaded or failed: the runtime looks for a script of that address and, meeting a finished
 * one, would wait for events that have passed; without it, it takes the container, or (the load failed) loads again.
 */
export function startRemoteCode(code: RemoteCode, doc: Document = document, global: object = globalThis): void {
  for (const href of code.styles) preload(doc, href, 'style');
  for (const href of code.scripts) preload(doc, href, 'script');
  if (!code.entry || code.entry.globalName in global) return;
  const script = doc.createElement('script');
  script.src = code.entry.url;
  const done = () => script.remove();
  script.addEventListener('load', done);
  script.addEventListener('error', done);
  doc.head.append(script);
}
