// The build this screen runs, shown at its end when the remote was built with a label (`npm run release` sets one:
// docs/architecture/releases.md#the-commands). The label is this remote's own build-time constant
// (tools/build/create-app-config.ts), never a shared lib's: those are singletons compiled in the shell's build.
// Ordinary builds have no label and show nothing, so their screens stay as they were.
declare const __WEB_BUILD_LABEL__: string | undefined;

const BUILD_LABEL = typeof __WEB_BUILD_LABEL__ === 'string' ? __WEB_BUILD_LABEL__ : '';

export function BuildLabelLine({ label = BUILD_LABEL }: { label?: string }) {
  if (!label) return null;
  return <p className="text-xs text-slate-600">Build {label}</p>;
}
