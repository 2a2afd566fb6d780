// Who a request runs as: the role and claims the gateway resolves from its token, which request-context.ts sets in
// the database and the query budget is chosen by. Types only, so every layer can name them without importing above.
export type RequestRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestAuth {
  role: RequestRole;
  /** The verified JWT payload (for anon, the anon key's payload). */
  claims: Record<string, unknown>;
}
