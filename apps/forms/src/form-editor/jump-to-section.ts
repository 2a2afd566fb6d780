// The section outline's jumps: scroll a part of the form into view and move focus there, so keyboard and
// screen-reader users land where the eye does (docs/areas/forms.md#the-editor).
import { fieldCountLabel } from '@inspection/forms-domain';
import type { EditorSection } from '@inspection/forms-template-model';

export const DETAILS_ANCHOR_ID = 'form-editor-details';

export const sectionAnchorId = (sectionId: string) => `form-editor-section-${sectionId}`;

export interface OutlineEntry {
  anchorId: string;
  label: string;
  detail?: string;
}

/** 'Form details' first, then each section by its title (or 'Section n') with its field count. */
export function outlineEntries(sections: readonly EditorSection[]): OutlineEntry[] {
  return [
    { anchorId: DETAILS_ANCHOR_ID, label: 'Form details' },
    ...sections.map((section, i) => ({
      anchorId: sectionAnchorId(section.id),
      label: section.title.trim() || `Section ${i + 1}`,
      detail: fieldCountLabel(section.fields.length),
    })),
  ];
}

export function jumpTo(anchorId: string): void {
  const target = document.getElementById(anchorId);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom has no scrollIntoView: the focus below still moves.
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
