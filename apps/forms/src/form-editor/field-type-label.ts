import type { FieldType } from '@inspection/domain';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text Field',
  dropdown: 'Dropdown',
  image: 'Image Upload',
};
