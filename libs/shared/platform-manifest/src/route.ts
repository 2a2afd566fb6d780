// A screen's path, written once as a pattern ('/booking/:id'), with a typed builder for links to it
// (`bookingsPaths.details.to({ id })` gives '/booking/0c4…'). The manifest's `routes` take the pattern; screens,
// redirects and links take `to(...)`, so a renamed path changes in one place and a missing parameter is a type error.

/** The parameter names of a pattern: '/booking/edit/:id' gives 'id'. */
export type RouteParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = { readonly [Name in RouteParamNames<P>]: string | number };

/** A query string to append: '?a=1', 'a=1', URLSearchParams or plain pairs. Empty adds nothing. */
export type RouteSearch = string | URLSearchParams | Readonly<Record<string, string>>;

type BuildArgs<P extends string> = [RouteParamNames<P>] extends [never]
  ? [search?: RouteSearch]
  : [params: RouteParams<P>, search?: RouteSearch];

export interface RoutePath<P extends string = string> {
  /** The pattern the router matches, for the manifest's `routes`. */
  readonly pattern: P;
  /** The path of one screen: each `:name` replaced by its value (URL-encoded), then the query if any. */
  to(...args: BuildArgs<P>): string;
}

function queryOf(search: RouteSearch | undefined): string {
  if (search === undefined) return '';
  const query = new URLSearchParams(typeof search === 'string' ? search.replace(/^\?/, '') : search).toString();
  return query ? `?${query}` : '';
}

/** Declares a path pattern; parameters are `:name` segments. */
export function route<const P extends string>(pattern: P): RoutePath<P> {
  const hasParams = /\/:/.test(pattern);
  return {
    pattern,
    to(...args: unknown[]) {
      const [params, search] = (hasParams ? args : [{}, args[0]]) as [Record<string, string | number>, RouteSearch | undefined];
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined || value === '') throw new Error(`${pattern}: no value for :${name}`);
        return encodeURIComponent(String(value));
      });
      return path + queryOf(search);
    },
  };
}
