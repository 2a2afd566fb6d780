// One catalog reader (pg_catalog → a typed model) for the REST schema cache, the type generator and the drift test.
export type * from './catalog-model';
export { readCatalog } from './read-catalog';
