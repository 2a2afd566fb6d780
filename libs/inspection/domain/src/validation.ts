// Checked on submit: required text non-blank, required dropdowns chosen, required image fields
// with a photo, datetime always required, email fields a valid address; child fields under their
// own keys.
import type { EditorTemplate } from '@inspection/forms-template-model';
import { imageUrls, isAnswered, sectionSlots, templateSlots, type InspectionAnswers } from './answers';

export const REQUIRED_FIELDS_TOAST = 'Please fill in all required fields';
export const VALIDATION_CRASH_TOAST = 'Something went wrong while validating the form, please try again.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredMessage = (title: string) => `${title} is required`;
export const emailMessage = (title: string) => `${title} must be a valid email address`;

/** Answer key to its message; empty when the inspection can be submitted. */
export function validateInspection(
  template: Pick<EditorTemplate, 'sections'>,
  answers: InspectionAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, field } of templateSlots(template)) {
    const answer = answers[key];
    const required = field.required || (field.type === 'text' && field.inputType === 'datetime');
    if (field.type === 'image') {
      if (required && imageUrls(answer).length === 0) errors[key] = requiredMessage(field.title);
      continue;
    }
    if (!isAnswered(field, answer)) {
      if (required) errors[key] = requiredMessage(field.title);
      continue;
    }
    if (field.type === 'text' && field.inputType === 'email' && !EMAIL.test(String(answer?.value).trim())) {
      errors[key] = emailMessage(field.title);
    }
  }
  return errors;
}

/** The sections holding a field named in `errors`: the screen opens them on a failed submit. */
export function sectionsWithErrors(template: Pick<EditorTemplate, 'sections'>, errors: Record<string, string>): Set<string> {
  return new Set(template.sections.filter((section) => sectionSlots(section).some((slot) => errors[slot.key])).map((section) => section.id));
}
