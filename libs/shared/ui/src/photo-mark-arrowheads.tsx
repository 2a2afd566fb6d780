// The arrowheads of the inspector's marks (photo-marks.tsx): SVG markers, one per colour, sized by the line's stroke.
// A drawing keeps its own; a page that shows photos more than once draws them once for the whole page instead
// (PhotoMarkArrowheads), outside any box the browser may skip (content-visibility): a <use> of marks whose arrowheads
// sit in a skipped box draws the lines without their heads.

/** The id of the page's arrowhead of one colour (only letters and digits of the colour, so any value is a safe id). */
export const arrowheadId = (prefix: string, color: string) => `${prefix}-${color.replace(/[^a-zA-Z0-9]/g, '')}`;

export function Arrowhead({ id, color }: { id: string; color: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto">
      <path d="M0 0 L10 5 L0 10 z" fill={color} />
    </marker>
  );
}

/** The page's arrowheads, one per colour, for PhotoMarks' `arrowheads` (an empty box, hidden from assistive tech). */
export function PhotoMarkArrowheads({ id, colors }: { id: string; colors: readonly string[] }) {
  const byId = new Map(colors.map((color) => [arrowheadId(id, color), color]));
  if (byId.size === 0) return null;
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }}>
      <defs>
        {[...byId].map(([markerId, color]) => (
          <Arrowhead key={markerId} id={markerId} color={color} />
        ))}
      </defs>
    </svg>
  );
}
