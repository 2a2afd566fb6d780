// The form's checks on submit and what they change on screen: the messages under the fields, and the sections
// opened so each message can be seen.
import { useCallback, useState } from 'react';
import { REQUIRED_FIELDS_TOAST, sectionsWithErrors, VALIDATION_CRASH_TOAST, validateInspection } from '@inspection/inspection-domain';
import { type EditorTemplate } from '@inspection/forms-template-model';
import { toast } from '@inspection/ui';
import type { AnswersStore } from './engine/answers-store';

export function useFormChecks(form: EditorTemplate, answers: AnswersStore) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [closed, setClosed] = useState<Set<string>>(() => new Set());

  const toggleSection = useCallback(
    (id: string) =>
      setClosed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  /** A jump to a section opens it. */
  const openSection = useCallback(
    (id: string) =>
      setClosed((current) => {
        if (!current.has(id)) return current;
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );

  /** A field was changed: its message goes. */
  const clearError = useCallback(
    (key: string) =>
      setErrors((current) => {
        if (!current[key]) return current;
        const { [key]: _fixed, ...rest } = current;
        return rest;
      }),
    [],
  );

  /** true when the inspection may be submitted; otherwise toasts, shows the messages and brings the first into view. */
  const validate = (): boolean => {
    let found: Record<string, string>;
    try {
      found = validateInspection(form, answers.all());
    } catch {
      toast.error(VALIDATION_CRASH_TOAST);
      return false;
    }
    setErrors(found);
    if (!Object.keys(found).length) return true;
    toast.error(REQUIRED_FIELDS_TOAST);
    const withErrors = sectionsWithErrors(form, found);
    setClosed((current) => new Set([...current].filter((id) => !withErrors.has(id))));
    requestAnimationFrame(() => {
      const first = document.querySelector('[role="alert"]');
      first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
    return false;
  };

  return { errors, closed, toggleSection, openSection, clearError, validate };
}
