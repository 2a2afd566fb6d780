// The buyer's page's inline script without its comment lines, indentation and line breaks: about 90 bytes of the
// first response after brotli, which must fit TCP's first window
// (docs/benchmarks/report.md#brotli-and-the-main-pictures-own-connection). Safe for scripts whose statements all end
// with a semicolon or a brace (no line relies on automatic semicolon insertion), as the page's scripts are written;
// photo-reveal-script.test.ts runs the compacted script.
export function compactScript(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('');
}
