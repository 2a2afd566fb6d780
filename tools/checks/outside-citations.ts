// A comment cites a file of the repository (docs/areas/<area>.md#<rule>, an ADR in docs/decisions, a migration),
// never a document or a tracker outside it: the design document, a product document's section, an issue or one
// of its findings, or a "wave" of work. A newcomer can follow the first kind and none of the second.

/** What an outside citation looks like, each with why it is one. Case-insensitive. */
export const OUTSIDE_CITATIONS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bDESIGN\.md\b/i, what: 'the design document' },
  // The section sign is only ever used to point into a document.
  { pattern: /\u00a7/, what: 'a section of a document' },
  { pattern: /\bspec(?:ification)?s?\s+(?:documents?|docs?|parts?|sections?)\b/i, what: 'a product document' },
  { pattern: /\bspec(?:ification)?\s+\d+\b/i, what: 'a product document' },
  { pattern: /\bdocuments?\s+\d+\b/i, what: 'a product document' },
  { pattern: /\bsections?\s+\d+\s+of\s+(?:the|both)\b/i, what: 'a section of a document' },
  // The product document named as a source ("as it says", possessive, "per"): its rules are restated in docs/areas.
  // A test file is a "spec" too, so only these forms count.
  { pattern: /\bthe\s+spec(?:ification)?(?:'s|\s+(?:says|asks|writes|has|wants|requires|describes))\b|\bper\s+(?:the\s+)?spec(?:ification)?\b/i, what: 'a product document' },
  { pattern: /\bissues?\s*(?:no\.?\s*)?#?\d+/i, what: 'an issue' },
  { pattern: /\bfindings?\s+#?\d+/i, what: "an issue's finding" },
  { pattern: /\b(?:first|second|third|fourth|fifth|sixth)[\s-]+wave\b/i, what: 'a wave of work' },
];

export interface OutsideCitation {
  /** 1-based line number. */
  line: number;
  /** The text that matched. */
  text: string;
  what: string;
}

/** Every outside citation in a file's text, one per pattern and line. */
export function findOutsideCitations(text: string): OutsideCitation[] {
  const found: OutsideCitation[] = [];
  text.split('\n').forEach((content, index) => {
    for (const { pattern, what } of OUTSIDE_CITATIONS) {
      const match = pattern.exec(content);
      if (match) found.push({ line: index + 1, text: match[0], what });
    }
  });
  return found;
}
