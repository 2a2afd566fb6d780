import type { PublicReport } from './public-report';

// A shared link gets forwarded: the buyer's copy leaves out every field whose input type is phone or
// email (the customer's and seller's contact details); staff see the report whole.
const PRIVATE_INPUT_TYPES = new Set(['phone', 'email', 'tel']);

export function isPrivateField(field: { inputType?: string }): boolean {
  return PRIVATE_INPUT_TYPES.has((field.inputType ?? '').toLowerCase());
}

export function buyerView(report: PublicReport): PublicReport {
  return {
    ...report,
    vehicleFields: report.vehicleFields.filter((field) => !isPrivateField(field)),
    sections: report.sections.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => !isPrivateField(field)),
    })),
  };
}
