// The catalogues stay complete and lean: every key in every language, plural forms as each language needs them,
// the same {placeholders} everywhere, Arabic written in Arabic (never an English copy or an empty placeholder), and
// no key the code does not use. A page's catalogue test calls `catalogueProblems` and expects no problem.
import type { Catalogue, PluralForms } from '../translator';

/** Every text of a catalogue by key, a plural's forms as `key_form` ('score.damage_few'). */
export function flattenCatalogue(catalogue: Catalogue): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat.set(key, value);
    else for (const [form, text] of Object.entries(value)) flat.set(`${key}_${form}`, text ?? '');
  }
  return flat;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1]))].sort();

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
  const languages = Object.keys(catalogues);
  const reference = catalogues[languages[0]];
  const bases = new Set(languages.flatMap((language) => Object.keys(catalogues[language])));
  const isPluralSomewhere = (key: string) => languages.some((language) => typeof catalogues[language][key] === 'object');

  for (const language of languages) {
    const catalogue = catalogues[language];
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    for (const base of bases) {
      const value = catalogue[base];
      if (value === undefined) {
        problems.push(`${language}: missing ${base}`);
        continue;
      }
      if (!isPluralSomewhere(base)) continue;
      if (typeof value === 'string') {
        problems.push(`${language}: ${base} is both a plural and a plain key`);
        continue;
      }
      // `zero` is allowed in any language (it reads a count of 0); every category the language has is required.
      for (const category of categories) if (value[category as keyof PluralForms] === undefined) problems.push(`${language}: missing plural ${base}_${category}`);
      for (const form of Object.keys(value)) {
        if (form !== 'zero' && !categories.includes(form)) problems.push(`${language}: ${base}_${form} is no plural form of this language`);
      }
    }
    for (const [key, text] of flattenCatalogue(catalogue)) {
      if (!text.trim()) problems.push(`${language}: ${key} is empty`);
      if (script[language] && !script[language].test(text)) problems.push(`${language}: ${key} is not written in the language ("${text}")`);
      const [base, form] = key in catalogue ? [key, undefined] : [key.slice(0, key.lastIndexOf('_')), key.slice(key.lastIndexOf('_') + 1)];
      const model = reference[base];
      const referenceText = model === undefined ? undefined : typeof model === 'string' ? model : form ? (model.other ?? '') : undefined;
      // A plural form may leave the count out ('قطعتان'), never bring a name the reference does not give.
      const extra = referenceText === undefined ? [] : placeholders(text).filter((name) => !placeholders(referenceText).includes(name));
      if (extra.length) problems.push(`${language}: ${key} has placeholders {${placeholders(text)}}, ${languages[0]} has {${placeholders(referenceText!)}}`);
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
