export { handleRest, type RestContext } from './handle-rest';
export { invalidateSchemaCache, listenForSchemaReload, reloadSchemaCache, schemaCacheLoads } from './schema-cache';
