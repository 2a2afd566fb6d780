// The page's inline script, compacted, is still one valid script that does the same (the viewer's behaviour is
// checked in e2e/buyer-report*.spec.ts; the hold's in photo-reveal-script.test.ts).
import { describe, expect, it } from 'vitest';
import { compactScript } from './compact-script';
import { photoViewerScript } from './photo-viewer-script';
import { PHOTO_REVEAL_JS } from './photo-reveal-script';

describe('compactScript', () => {
  it('drops comment lines, indentation and line breaks only', () => {
    expect(compactScript("(() => {\n  // why\n  const a = 'x  y';\n  if (a) {\n    go(a);\n  }\n})();")).toBe("(() => {const a = 'x  y';if (a) {go(a);}})();");
  });

  it("leaves the buyer's page's script valid", () => {
    const script = compactScript(photoViewerScript({ label: 'Photo', close: 'Close', image: 'Photo' }) + PHOTO_REVEAL_JS);
    expect(script).not.toContain('\n');
    expect(() => new Function(script)).not.toThrow();
  });
});
