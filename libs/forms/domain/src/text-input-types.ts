import type { TextInputType } from '@inspection/forms-template-model';

export const TEXT_INPUT_TYPES: ReadonlyArray<{ value: TextInputType; label: string }> = [
  { value: 'plain', label: 'Plain Text' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone Number' },
  { value: 'datetime', label: 'Date & Time' },
  { value: 'number', label: 'Number' },
  { value: 'url', label: 'URL' },
];

export function isTextInputType(value: unknown): value is TextInputType {
  return TEXT_INPUT_TYPES.some((t) => t.value === value);
}
