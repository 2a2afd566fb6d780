// The two rules that keep request input out of SQL text: identifiers are quoted, values bound.
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualified = (name: string) => `"public".${quoteIdent(name)}`;

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Postgres array literal text for a list of strings, every element quoted. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
