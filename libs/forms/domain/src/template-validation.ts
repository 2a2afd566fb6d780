import type { EditorTemplate } from '@inspection/form-template-model';

export const NO_INSPECTION_TYPE_MESSAGE = 'Please select an inspection type';

/** The only rule the spec gives for saving (§5); title validation at save is not shown. */
export function validateTemplate(template: EditorTemplate): string | null {
  return template.inspectionTypeId ? null : NO_INSPECTION_TYPE_MESSAGE;
}
