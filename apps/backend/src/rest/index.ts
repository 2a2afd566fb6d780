export { handleRest, type RestContext } from './handle-rest';
export { invalidateSchemaCache, reloadSchemaCache, schemaCacheLoads } from './schema-cache';
