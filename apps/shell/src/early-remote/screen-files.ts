// The files of one exposed screen, read from its remote's mf-manifest.json (the federation manifest format).
export interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** A screen's scripts (the remote's entry first) and stylesheets, as absolute URLs. */
export interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/** The files `module`'s screen needs before it can run; none when the manifest does not say where they are. */
export function screenFiles(manifest: FederationManifest, manifestUrl: string, module: string): ScreenFiles {
  const { publicPath, remoteEntry } = manifest.metaData;
  // 'auto' (our remotes): files sit beside the manifest. Anything else but an address is not ours to guess.
  const base = publicPath === 'auto' || !publicPath ? manifestUrl : /^https?:\/\//.test(publicPath) ? publicPath : undefined;
  const expose = manifest.exposes.find((candidate) => candidate.name === module);
  if (!base || !expose) return { scripts: [], styles: [] };
  const at = (file: string) => new URL(file, base).href;
  const entry = remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name;
  return { scripts: [entry, ...expose.assets.js.sync].map(at), styles: expose.assets.css.sync.map(at) };
}
