// Which manifest route answers a pathname, as the router would choose it: every segment must match (a `:param`
// matches any one segment), and among several matches the one with more fixed segments wins (an 'edit/:id' path
// over a ':id' one at the same depth). The shell's entry uses it to ask for the opened screen's remote before the
// router exists.
import type { ManifestRoute } from './derive';

const segments = (path: string) => path.split('/').filter(Boolean);

/** Fixed segments of `pattern` when it matches `pathname`, or -1 when it does not. */
function fixedSegmentsMatched(pattern: string, pathname: string): number {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return -1;
  let fixed = 0;
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== have[index]) return -1;
    fixed += 1;
  }
  return fixed;
}

export function routeAt(routes: readonly ManifestRoute[], pathname: string): ManifestRoute | undefined {
  let best: ManifestRoute | undefined;
  let bestFixed = -1;
  for (const candidate of routes) {
    const fixed = fixedSegmentsMatched(candidate.path, pathname);
    if (fixed > bestFixed) [best, bestFixed] = [candidate, fixed];
  }
  return best;
}
