// The catalogues stay complete and lean: every key in every language, plural forms as each language needs them,
// the same {{placeholders}} everywhere, Arabic written in Arabic (never an English copy or an empty placeholder), and
// no key the code does not use. A page's catalogue test calls `catalogueProblems` and expects no problem.
import type { Catalogue } from '../translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a nested catalogue, dotted ('score.title'), with its text. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenCatalogue(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** A key without its plural suffix ('score.damage_few' -> 'score.damage'). */
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]))].sort();

export interface CatalogueCheck {
  /** The catalogues by language; the first is the reference the others are compared with. */
  catalogues: Record<string, Catalogue>;
  /** The source text of the code that reads the catalogue (its .ts/.tsx files). */
  sources: readonly string[];
  /**
   * Keys looked up by a computed name: the prefix and the names that may follow it
   * (`{ 'parts.': ['front_bumper', ...] }`): exactly those keys must exist under it.
   */
  computed?: Record<string, readonly string[]>;
  /** A language's texts must be written in its script: a pattern each text must match (Arabic: /[\u0600-\u06FF]/). */
  script?: Record<string, RegExp>;
}

export function catalogueProblems({ catalogues, sources, computed = {}, script = {} }: CatalogueCheck): string[] {
  const problems: string[] = [];
  const flat = Object.fromEntries(Object.entries(catalogues).map(([language, catalogue]) => [language, flattenCatalogue(catalogue)]));
  const languages = Object.keys(flat);
  const bases = new Set(languages.flatMap((language) => [...flat[language].keys()].map(baseKey)));

  for (const language of languages) {
    const keys = flat[language];
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    for (const base of bases) {
      const plural = [...keys.keys()].filter((key) => key !== base && baseKey(key) === base);
      const pluralElsewhere = languages.some((other) => [...flat[other].keys()].some((key) => key !== base && baseKey(key) === base));
      if (pluralElsewhere) {
        // `_zero` is allowed in any language (i18next uses it for a count of 0); every category is required.
        for (const category of categories) if (!keys.has(`${base}_${category}`)) problems.push(`${language}: missing plural ${base}_${category}`);
        for (const key of plural) {
          const category = PLURAL_SUFFIX.exec(key)![1];
          if (category !== 'zero' && !categories.includes(category)) problems.push(`${language}: ${key} is no plural form of this language`);
        }
        if (keys.has(base)) problems.push(`${language}: ${base} is both a plural and a plain key`);
      } else if (!keys.has(base)) {
        problems.push(`${language}: missing ${base}`);
      }
    }
    for (const [key, text] of keys) {
      if (!text.trim()) problems.push(`${language}: ${key} is empty`);
      if (script[language] && !script[language].test(text)) problems.push(`${language}: ${key} is not written in the language ("${text}")`);
      const reference = flat[languages[0]].get(PLURAL_SUFFIX.test(key) ? `${baseKey(key)}_other` : key);
      // A plural form may leave the count out ('قطعتان'), never bring a name the reference does not give.
      const extra = reference === undefined ? [] : placeholders(text).filter((name) => !placeholders(reference).includes(name));
      if (extra.length) problems.push(`${language}: ${key} has placeholders {{${placeholders(text)}}}, ${languages[0]} has {{${placeholders(reference!)}}}`);
    }
  }

  const code = sources.join('\n');
  const quoted = new Set([...code.matchAll(/['"`]([\w-]+(?:\.[\w-]+)*)['"`]/g)].map((match) => match[1]));
  for (const base of bases) {
    const prefix = Object.keys(computed).find((candidate) => base.startsWith(candidate));
    if (prefix) {
      if (!computed[prefix].includes(base.slice(prefix.length))) problems.push(`unused key ${base} (no ${prefix}* name)`);
      continue;
    }
    if (!quoted.has(base)) problems.push(`unused key ${base}`);
  }
  for (const [prefix, names] of Object.entries(computed)) {
    for (const name of names) if (!bases.has(`${prefix}${name}`)) problems.push(`missing ${prefix}${name}`);
  }
  for (const key of quoted) {
    // A quoted dotted name under a catalogue's top-level section that is no key: looked up but never written.
    const section = key.split('.')[0];
    if (key.includes('.') && [...bases].some((base) => base.split('.')[0] === section) && !bases.has(key) && !Object.keys(computed).some((prefix) => key.startsWith(prefix))) {
      problems.push(`missing key ${key} (used in the code)`);
    }
  }
  return problems;
}
