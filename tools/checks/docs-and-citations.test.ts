// Knowledge the repository can follow on its own: no file cites a document or an issue that is not in it
// (tools/checks/outside-citations.ts), every link of README.md and docs/ resolves to a tracked file and heading,
// every `docs/….md#anchor` a comment cites exists, and the README stays a short guide that links to docs/.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLink, docCitations, markdownAnchors, relativeLinks } from './markdown-links';
import { findOutsideCitations } from './outside-citations';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');
const README_MAX_LINES = 200;
/** The fixtures hold outside citations and broken links on purpose. */
const EXEMPT = [/^tools\/checks\/fixtures\//, /(^|\/)package-lock\.json$/];

// Tracked files and new ones not yet added (not ignored), so a check fails before the commit, not after it.
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));
const tracked = new Set(files);

const textCache = new Map<string, string | undefined>();
/** A file's text, or undefined for a binary (a NUL byte) or a folder. */
function textOf(file: string): string | undefined {
  if (!textCache.has(file)) {
    let text: string | undefined;
    try {
      const bytes = readFileSync(path.join(root, file));
      text = bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8');
    } catch {
      text = undefined;
    }
    textCache.set(file, text);
  }
  return textCache.get(file);
}

const anchorsCache = new Map<string, Set<string> | undefined>();
function anchorsOf(file: string): Set<string> | undefined {
  if (!anchorsCache.has(file)) {
    const text = tracked.has(file) ? textOf(file) : undefined;
    anchorsCache.set(file, text === undefined ? undefined : markdownAnchors(text));
  }
  return anchorsCache.get(file);
}

const checked = files.filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
const docs = checked.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file));

describe('the matchers, on fixtures', () => {
  const lines = (name: string) => readFileSync(path.join(fixtures, 'outside-citations', name), 'utf8').trimEnd().split('\n');

  it('flag every line that cites an outside document, an issue, a finding or a wave', () => {
    const cites = lines('cites.txt');
    const flagged = new Set(findOutsideCitations(cites.join('\n')).map((found) => found.line));
    expect(cites.filter((_, index) => !flagged.has(index + 1))).toEqual([]);
  });

  it('leave words that only look alike: tissue 3, an issue with…, e2e specs, section 7, docs/ citations', () => {
    expect(findOutsideCitations(lines('clean.txt').join('\n'))).toEqual([]);
  });

  it('name the line and what it cites', () => {
    expect(findOutsideCitations(`ok\n${lines('cites.txt')[0]}`)).toEqual([
      { line: 2, text: expect.stringMatching(/^issue \d+$/i), what: 'an issue' },
      { line: 2, text: expect.stringMatching(/^findings \d+$/i), what: "an issue's finding" },
    ]);
  });

  it('find links outside code and resolve them by file and GitHub heading slug', () => {
    const from = 'tools/checks/fixtures/doc-links/guide.md';
    const text = readFileSync(path.join(root, from), 'utf8');
    const anchors = (file: string) => (file === from ? markdownAnchors(text) : anchorsOf(file));
    const broken = relativeLinks(text)
      .map((link) => brokenLink(from, link.target, new Set([...tracked, from]), anchors))
      .filter(Boolean);
    expect(broken).toEqual([
      'missing.md: no such file',
      '#nowhere: no heading #nowhere in tools/checks/fixtures/doc-links/guide.md',
      '../../../../docs/areas/bookings.md#no-such-rule: no heading #no-such-rule in docs/areas/bookings.md',
    ]);
  });

  it("slug headings as GitHub does: punctuation dropped, code marks and links read as text, repeats numbered", () => {
    const anchors = markdownAnchors("# The buyer's link\n## `/book`: the public page\n## [Slots](x.md) & holds\n## Slots & holds\n");
    expect([...anchors]).toEqual(['the-buyers-link', 'book-the-public-page', 'slots--holds', 'slots--holds-1']);
  });

  it('find docs/ citations in code with their anchors', () => {
    expect(docCitations('// docs/areas/bookings.md#slots and docs/areas/audit.md.\nconst a = 1;')).toEqual([
      { line: 1, file: 'docs/areas/bookings.md', anchor: 'slots' },
      { line: 1, file: 'docs/areas/audit.md', anchor: undefined },
    ]);
  });
});

describe('the repository', () => {
  it('cites no document or issue outside it (file:line: what)', () => {
    const found = checked.flatMap((file) =>
      findOutsideCitations(textOf(file) ?? '').map((cite) => `${file}:${cite.line}: ${cite.what} ('${cite.text}')`),
    );
    expect(found).toEqual([]);
  });

  it('has README.md and docs/ links that resolve to a tracked file and heading', () => {
    const broken = docs.flatMap((file) =>
      relativeLinks(textOf(file) ?? '').flatMap((link) => {
        const why = brokenLink(file, link.target, tracked, anchorsOf);
        return why ? [`${file}:${link.line}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('cites docs/….md#anchor only where the file and heading exist', () => {
    const broken = checked.flatMap((file) =>
      docCitations(textOf(file) ?? '').flatMap(({ line, file: cited, anchor }) => {
        if (!tracked.has(cited)) return [`${file}:${line}: ${cited}: no such file`];
        if (anchor && !anchorsOf(cited)?.has(anchor)) return [`${file}:${line}: ${cited}#${anchor}: no such heading`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it(`keeps README.md at ${README_MAX_LINES} lines or fewer`, () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
