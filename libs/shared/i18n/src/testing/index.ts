export { catalogueProblems, flattenCatalogue, type CatalogueCheck } from './catalogue-check';
