// What the car diagram's card and its stand-in share, so the stand-in shown while the diagram's code loads takes the
// card's place and size: no layout shift when the card arrives (docs/areas/inspection.md#moving-around-the-form).
import { PARTS_TARGET, sectionToggle } from '../section-anchors';

/**
 * The drawing's proportions, CAR_CANVAS of libs/shared/car-parts/src/car-part.ts (810 x 1082): not imported, as that
 * module brings zod and the parts data into the form's first chunk.
 */
const DIAGRAM_RATIO = '810 / 1082';

/** Focused by a jump from the section list (../section-anchors.ts). */
export const PARTS_HEADING = sectionToggle(PARTS_TARGET);
export const PARTS_CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
export const PARTS_GRID = 'grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]';
export const DIAGRAM_BOX = 'mx-auto w-full max-w-[22rem]';

export function PartsHeading({ readOnly }: { readOnly: boolean }) {
  return (
    <>
      <h2 id={PARTS_HEADING} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        Vehicle Parts Condition
      </h2>
      <p className="mb-3 text-xs text-slate-500">{readOnly ? 'Marked parts are coloured.' : 'Tap a part to mark its condition.'}</p>
    </>
  );
}

/** The card while its code loads: the heading, the drawing's box at the drawing's proportions, one line of parts. */
export function VehiclePartsPlaceholder() {
  return (
    <div className={PARTS_CARD} aria-hidden="true">
      <div className="h-6" />
      <div className="mb-3 h-4" />
      <div className={PARTS_GRID}>
        <div className={DIAGRAM_BOX} style={{ aspectRatio: DIAGRAM_RATIO }} />
        <div className="h-12" />
      </div>
    </div>
  );
}
