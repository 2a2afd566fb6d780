// The select= grammar of PostgREST: fields with alias, JSON path and cast, `*`, and
// embedded resources `alias:name!hint!inner(...)`, nested.
import { RestError, parseError } from './errors';

const embedTooDeep = () =>
  new RestError(400, 'PGRST100', `Embedded resources may nest at most ${MAX_EMBED_DEPTH} levels deep`, null, 'Read the deeper rows with a second request.');

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldPath {
  name: string;
  path: JsonStep[];
}

export interface FieldItem extends FieldPath {
  kind: 'field';
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  items: SelectItem[];
}

export type SelectItem = { kind: 'star' } | FieldItem | EmbedItem;

const NAME = /^[^,:()!."'\-><\s]+/;

/** Embedded resources nest at most this deep: each level multiplies the work of one request. */
export const MAX_EMBED_DEPTH = 6;

class Cursor {
  pos = 0;
  depth = 0;
  constructor(readonly text: string, readonly what: string) {}
  peek(s: string) {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string) {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }
  fail(expected: string): never {
    const near = this.text.slice(this.pos) || 'end of input';
    throw parseError(`${this.what} (${this.text})`, `unexpected "${near.slice(0, 20)}" expecting ${expected}`);
  }
  /** A plain or double-quoted identifier. */
  name(): string {
    if (this.peek('"')) {
      let out = '';
      this.pos++;
      while (this.pos < this.text.length && !this.peek('"')) {
        if (this.peek('\\"')) this.pos++;
        out += this.text[this.pos++];
      }
      if (!this.eat('"')) this.fail('closing quote');
      return out;
    }
    const m = NAME.exec(this.text.slice(this.pos));
    if (!m) this.fail('field name');
    this.pos += m[0].length;
    return m[0];
  }
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      const arrow = this.eat('->>') ? '->>' : this.eat('->') ? '->' : null;
      if (!arrow) return steps;
      const neg = this.eat('-') ? '-' : '';
      steps.push({ arrow, key: neg + this.name() });
    }
  }
}

export function parseFieldPath(text: string, what: string): FieldPath {
  const c = new Cursor(text, what);
  const name = c.name();
  const path = c.jsonPath();
  if (c.pos !== text.length) c.fail('end of field');
  return { name, path };
}

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  const c = new Cursor(text, 'select parameter');
  const items = parseList(c);
  if (c.pos !== text.length) c.fail('"," or end of input');
  return items;
}

function parseList(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  if (c.peek(')')) return items;
  do items.push(parseItem(c));
  while (c.eat(','));
  return items;
}

function parseItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  if (c.peek('...')) c.fail('field (spread embedding is not supported)');
  let name = c.name();
  let alias: string | undefined;
  if (c.peek(':') && !c.peek('::')) {
    c.pos++;
    alias = name;
    name = c.name();
  }
  if (c.peek('!') || c.peek('(')) {
    let hint: string | undefined;
    let inner = false;
    while (c.eat('!')) {
      const h = c.name();
      if (h === 'inner') inner = true;
      else if (h !== 'left') hint = h;
    }
    if (!c.eat('(')) c.fail('"("');
    if (++c.depth > MAX_EMBED_DEPTH) throw embedTooDeep();
    const items = parseList(c);
    if (!c.eat(')')) c.fail('")"');
    c.depth--;
    return { kind: 'embed', name, alias, hint, inner, items };
  }
  const path = c.jsonPath();
  let cast: string | undefined;
  if (c.eat('::')) {
    const m = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/.exec(c.text.slice(c.pos));
    if (!m) c.fail('cast type');
    cast = m[0];
    c.pos += m[0].length;
  }
  return { kind: 'field', name, alias, path, cast };
}
