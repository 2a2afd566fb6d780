// The form template's shape: the forms slice's published language. Inspections fill a template in and reports
// render its answers, so other areas may use this model (and only this, of the forms rules).
export * from './template-model';
