// Links between the repository's documents, read as GitHub renders them: a relative link names a tracked file or
// folder, and its #anchor a heading of that file (GitHub's slugs) or an explicit <a id> / <a name>.
import path from 'node:path';

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image reads as its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '') // code and emphasis marks
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): Array<{ line: number; text: string }> {
  let fence: string | undefined;
  const lines: Array<{ line: number; text: string }> = [];
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** The anchors a markdown file offers: its headings' slugs (repeats numbered -1, -2 …) and explicit ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    for (const id of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface MarkdownLink {
  line: number;
  target: string;
}

/** The relative links of a markdown file (inline and reference-style), outside code; web and mail links are left out. */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, '');
    const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose)?.[1];
    for (const target of reference ? [...inline, reference] : inline) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ line, target });
    }
  }
  return links;
}

/** A repository file's anchors, or undefined when it is not a tracked markdown file. */
export type AnchorsOf = (file: string) => Set<string> | undefined;

/**
 * Why a link from `from` (a path relative to the root) does not resolve, or undefined when it does. `tracked`
 * holds every tracked file; a folder resolves when a tracked file is under it.
 */
export function brokenLink(from: string, target: string, tracked: ReadonlySet<string>, anchorsOf: AnchorsOf): string | undefined {
  const [rawPath, anchor] = target.split('#', 2);
  const file = rawPath === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(rawPath)));
  const folder = file.replace(/\/$/, '');
  const isFile = tracked.has(file);
  if (!isFile && ![...tracked].some((tracked) => tracked.startsWith(`${folder}/`))) return `${target}: no such file`;
  if (anchor === undefined || !isFile || !file.endsWith('.md')) return undefined;
  const anchors = anchorsOf(file);
  return anchors?.has(decodeURIComponent(anchor).toLowerCase()) ? undefined : `${target}: no heading #${anchor} in ${file}`;
}

/** The `docs/….md#anchor` citations of a file's text (code comments, strings): root-relative paths. */
export function docCitations(text: string): Array<{ line: number; file: string; anchor?: string }> {
  const found: Array<{ line: number; file: string; anchor?: string }> = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g)) {
      found.push({ line: index + 1, file: match[1], anchor: match[2] });
    }
  });
  return found;
}
