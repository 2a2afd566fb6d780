// The buyer's page shows each photo twice (the gallery and its section). Rendered on the server, a photo's marks are
// drawn over its first showing and drawn again by reference (an SVG <use>) over the next, and the arrowheads are
// drawn once for the page, before the cards: a report of many annotated photos then sends and parses half the SVG
// (docs/benchmarks/report.md#each-photos-marks-once). For a render done once, in the page's order
// (react-dom/server): the first showing to ask draws. Without this provider (the console) every photo draws its own.
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicReport } from '@inspection/reports-model';
import type { PhotoAnnotation } from '@inspection/shared-domain';
import { PhotoMarkArrowheads } from '@inspection/ui';

const ARROWHEADS = 'photo-arrow';

/** The name of each photo's drawn marks, by the photo and its marks. */
const DrawnMarks = createContext<Map<string, string> | null>(null);

export function PhotoMarksOnce({ report, children }: { report: PublicReport; children: ReactNode }) {
  const colors = report.sections.flatMap((section) =>
    section.images.flatMap((photo) => (photo.annotations ?? []).filter((mark) => mark.type === 'arrow').map((mark) => mark.color)),
  );
  return (
    <DrawnMarks.Provider value={new Map()}>
      <PhotoMarkArrowheads id={ARROWHEADS} colors={colors} />
      {children}
    </DrawnMarks.Provider>
  );
}

/** How a photo's marks are drawn here: named where first drawn, by reference where drawn again; as they are without the provider. */
export function usePhotoMarksOnPage(url: string, marks: readonly PhotoAnnotation[] | undefined) {
  const drawn = useContext(DrawnMarks);
  if (!drawn || !marks?.length) return undefined;
  const key = `${url} ${JSON.stringify(marks)}`;
  const name = drawn.get(key);
  if (name) return { sameAs: name, arrowheads: ARROWHEADS };
  const fresh = `pm-${drawn.size}`;
  drawn.set(key, fresh);
  return { name: fresh, arrowheads: ARROWHEADS };
}
