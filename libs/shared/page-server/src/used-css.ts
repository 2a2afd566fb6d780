// A server-rendered page's inline CSS cut to the rules its HTML uses: a style rule is kept when every class its
// selector names is on an element of the page (the page's compiled CSS holds the classes of every report the
// components can draw; one report uses about three quarters of them). Together with brotli this keeps the buyer's
// page within TCP's first window (docs/benchmarks/report.md#brotli-and-the-main-pictures-own-connection). At-rules
// keep their used rules; @keyframes, @property, @font-face and @page are kept whole. Classes a script adds later must
// be styled outside this CSS.

type CssNode = { rule: string; classes: string[][]; body: string } | { atRule: string; children: CssNode[] | null; body: string };

const WHOLE_AT_RULES = /^@(keyframes|-webkit-keyframes|property|font-face|page|counter-style)\b/;

/** The index of the brace closing the block opened at `open`, strings skipped. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = css.indexOf(char, i + 1);
      if (i < 0) return css.length - 1;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** The classes each selector of a list names ('.a:hover,.b .c' -> [['a'], ['b', 'c']]). */
function selectorClasses(selectors: string): string[][] {
  return selectors.split(/,(?![^(]*\))/).map((selector) => [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => unescape(m[1])));
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      // A statement at-rule (@layer a,b;).
      nodes.push({ atRule: css.slice(at, semicolon + 1), children: null, body: '' });
      at = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    const inner = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      nodes.push({ atRule: prelude, children: WHOLE_AT_RULES.test(prelude) ? null : parse(inner), body: inner });
    } else if (prelude) {
      nodes.push({ rule: prelude, classes: selectorClasses(prelude), body: inner });
    }
    at = close + 1;
  }
  return nodes;
}

function render(nodes: CssNode[], used: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if ('rule' in node) {
      const selectors = node.rule.split(/,(?![^(]*\))/).filter((_, i) => node.classes[i].every((name) => used.has(name)));
      if (selectors.length) out += `${selectors.join(',')}{${node.body}}`;
    } else if (node.children === null) {
      out += node.atRule.endsWith(';') ? node.atRule : `${node.atRule}{${node.body}}`;
    } else {
      const inner = render(node.children, used);
      if (inner) out += `${node.atRule}{${inner}}`;
    }
  }
  return out;
}

/** The classes on the page's elements (class="..." as React writes them). */
export function pageClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].replace(/&amp;/g, '&').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** A CSS cut to the rules `html` uses; parse once per CSS (usedCss(css) returns the cutter). */
export function usedCss(css: string): (html: string) => string {
  const nodes = parse(css);
  return (html) => render(nodes, pageClasses(html));
}
