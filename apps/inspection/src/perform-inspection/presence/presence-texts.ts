// The perform screen's words for two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection),
// written once and tested. The console is English only on this screen.
import { PART_MARKS_KEY } from '@inspection/inspection-domain';

/** A person as the screen names them: their name, else 'Someone else'. */
export const personName = (name: string) => name.trim() || 'Someone else';

/** 'Omar Haddad', 'Omar Haddad and Sara Ali', 'Omar Haddad, Sara Ali and Lina Saad', 'Omar Haddad, Sara Ali and 2 others'. */
export function joinNames(names: readonly string[]): string {
  const shown = names.map(personName);
  if (shown.length <= 1) return shown[0] ?? '';
  if (shown.length <= 3) return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `${shown.slice(0, 2).join(', ')} and ${shown.length - 2} others`;
}

/** The banner: who else has this inspection open; null when nobody. */
export function presenceBannerText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} also on this inspection`;
}

export const EDIT_CHOICE_TEXTS = {
  editAnyway: 'Edit anyway',
  loadTheirs: 'Load their answers',
  keepTheirs: 'Keep theirs and reload',
  overwrite: 'Overwrite with mine',
  editingBody: 'If you both change the same answer, one of you will overwrite the other. Load their latest answers first, or edit anyway.',
} as const;

/** Before the first edit, when someone else on the inspection is editing. */
export function editingTitle(names: readonly string[]): string {
  return `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} editing this inspection`;
}

/** A save refused because another person changed the same answers. */
export function conflictTitle(name: string): string {
  return `${personName(name)} changed the same answers`;
}

export function conflictBody(name: string, keys: readonly string[]): string {
  const answers = keys.filter((key) => key !== PART_MARKS_KEY).length;
  const what = [
    answers === 1 ? 'an answer you changed' : answers > 1 ? `${answers} answers you changed` : '',
    keys.includes(PART_MARKS_KEY) ? 'the car parts you marked' : '',
  ].filter(Boolean).join(' and ');
  return `${personName(name)} saved a different version of ${what}. Keep theirs, or overwrite them with yours?`;
}
