import type { EditorTemplate } from '@inspection/forms-template-model';

export const NO_INSPECTION_TYPE_MESSAGE = 'Please select an inspection type';

/** The one rule checked at save: a form belongs to an inspection type (the title has its own inline check). */
export function validateTemplate(template: EditorTemplate): string | null {
  return template.inspectionTypeId ? null : NO_INSPECTION_TYPE_MESSAGE;
}
