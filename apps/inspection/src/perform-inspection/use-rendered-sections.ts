// A 120-field form renders in two steps: the sections of the first screenful with the form, the others' fields right
// after, in a transition (React yields to the inspector's taps and keys meanwhile). The first fields can be used
// before all 120 are built; the rest are there long before a finger could scroll to them.
import { startTransition, useEffect, useState } from 'react';

/** Sections whose fields come with the form's first commit: about a tablet's screenful (a section holds ~10 fields). */
export const FIRST_SECTIONS = 2;

/** How many of the form's sections render their fields: the first ones, then, once those are committed, all. */
export function useRenderedSections(count: number): number {
  const [all, setAll] = useState(count <= FIRST_SECTIONS);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? count : FIRST_SECTIONS;
}
