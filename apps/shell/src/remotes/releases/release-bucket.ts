// The session's canary bucket: a random text kept in this browser, so the same person keeps the same side of every
// canary until it ends (remote-releases.ts#inCanary). Nothing secret. Without storage, the page's own random text:
// sticky for the page, at least.
const KEY = 'inspection.release-bucket';

let pageBucket: string | undefined;

const randomText = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');

export function releaseBucket(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const kept = storage?.getItem(KEY);
    if (kept) return kept;
    const made = pageBucket ?? randomText();
    storage?.setItem(KEY, made);
    pageBucket = made;
    return made;
  } catch {
    pageBucket ??= randomText();
    return pageBucket;
  }
}
