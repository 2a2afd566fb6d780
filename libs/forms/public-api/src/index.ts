// Public API of the forms slice: what other areas may use. Add a name here only when another area needs it.
// (The template's shape itself is @inspection/forms-template-model.) Inspections list the live forms; bookings and
// /book show the inspection types and their prices; an inspection reads its form's template with the inspection.
export type { InspectionType } from '@inspection/forms-domain';
export { fieldCountLabel, formatAedPrice } from '@inspection/forms-domain';
export { EMBEDDED_FORM_COLUMNS, getInspectionTypes, templateFromEmbeddedRow, useForms } from '@inspection/forms-data-access';
