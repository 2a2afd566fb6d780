export { handleRest, type RestContext } from './handle-rest';
export { invalidateSchemaCache } from './schema-cache';
