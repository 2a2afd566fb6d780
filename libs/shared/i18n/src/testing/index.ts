export { baseKey, catalogueProblems, flattenCatalogue, type CatalogueCheck } from './catalogue-check';
