// The car-parts diagram: the outline with every part polygon on top. Read-only (the buyer report, rendered on the
// server too: nothing here touches window or document), or clickable (each part a keyboard-operable button; the parts
// are one Tab stop, the arrow keys move between them, so a keyboard user does not Tab through forty of them).
import { useState, type KeyboardEvent, type ReactNode, type SVGProps } from 'react';
import { CAR_CANVAS, type CarPart } from './car-part';
import { CAR_PARTS } from './car-parts-data';
import { CarOutline } from './car-outline-shape';
import { partLabel } from './part-label';
import { toSvgPoints } from './part-polygon';
import { moveFocus } from './part-focus';

/** Fill of a marked part when `partFill` gives it none. */
export const MARKED_PART_FILL = '#f87171';

export interface CarPartsDiagramProps {
  /** The polygons to draw; the shipped data set by default. */
  parts?: readonly CarPart[];
  /** Fill per part; undefined leaves the part clear (or MARKED_PART_FILL when marked). */
  partFill?: (name: string) => string | undefined;
  /** Parts to highlight (a strong outline). */
  markedParts?: Iterable<string>;
  /** Makes every part a button; called with the part's name. */
  onPartClick?: (name: string) => void;
  /** Accessible name of the drawing. */
  title?: string;
  /** Each part's name as shown (its tooltip and, when clickable, its accessible name); 'Front bumper' by default. */
  partTitle?: (name: string) => string;
  className?: string;
  /** Extra SVG drawn on top, in canvas coordinates (e.g. a polygon being drawn). */
  children?: ReactNode;
  /** Attributes for the <svg> itself (e.g. a click handler for drawing). */
  svgProps?: Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children'>;
}

// Focus and hover styles live in the SVG so the component needs no stylesheet (and renders the same on the server).
const PART_STYLES = `
.car-part { transition: fill-opacity 120ms; }
.car-part[role="button"] { cursor: pointer; }
.car-part[role="button"]:hover { fill-opacity: 0.6; stroke: #1d4ed8; }
.car-part:focus { outline: none; }
.car-part:focus-visible { stroke: #2563eb; stroke-width: 6px; }
`;

export function CarPartsDiagram({
  parts = CAR_PARTS,
  partFill,
  markedParts,
  onPartClick,
  title = 'Car parts diagram',
  partTitle = partLabel,
  className,
  children,
  svgProps,
}: CarPartsDiagramProps) {
  const marked = new Set(markedParts ?? []);
  const [focusable, setFocusable] = useState(0);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CAR_CANVAS.width} ${CAR_CANVAS.height}`}
      // An image's children are presentational: with buttons inside, the drawing is a group.
      role={onPartClick ? 'group' : 'img'}
      aria-label={title}
      className={className}
      {...svgProps}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${CAR_CANVAS.width} / ${CAR_CANVAS.height}`, ...svgProps?.style }}
    >
      <style>{PART_STYLES}</style>
      <CarOutline />
      <g data-testid="car-parts" onKeyDown={onPartClick ? moveFocus : undefined}>
        {parts.map((part, index) => (
          <PartShape
            key={`${part.name}-${index}`}
            part={part}
            fill={partFill?.(part.name)}
            marked={marked.has(part.name)}
            label={partTitle(part.name)}
            onClick={onPartClick}
            tabIndex={index === focusable ? 0 : -1}
            onFocus={() => setFocusable(index)}
          />
        ))}
      </g>
      {/* Marked outlines again on top, so neighbours drawn later do not hide them (the parts keep the data set's
          order, which puts small parts such as handles over the doors they sit on, where they stay clickable). */}
      <g pointerEvents="none" aria-hidden="true">
        {parts
          .filter((part) => marked.has(part.name))
          .map((part, index) => (
            <polygon key={`${part.name}-${index}`} points={toSvgPoints(part.points)} fill="none" stroke="#b91c1c" strokeWidth={3.5} strokeLinejoin="round" />
          ))}
      </g>
      {children}
    </svg>
  );
}

function PartShape({
  part,
  fill,
  marked,
  label,
  onClick,
  tabIndex,
  onFocus,
}: {
  part: CarPart;
  fill: string | undefined;
  marked: boolean;
  label: string;
  onClick?: (name: string) => void;
  tabIndex: number;
  onFocus: () => void;
}) {
  const shownFill = fill ?? (marked ? MARKED_PART_FILL : 'transparent');
  const interactive = onClick
    ? {
        role: 'button',
        tabIndex,
        onFocus,
        'aria-label': label,
        onClick: () => onClick(part.name),
        onKeyDown: (event: KeyboardEvent<SVGPolygonElement>) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onClick(part.name);
          }
        },
      }
    : {};
  return (
    <polygon
      className="car-part"
      data-part={part.name}
      data-marked={marked || undefined}
      points={toSvgPoints(part.points)}
      fill={shownFill}
      fillOpacity={fill || marked ? 0.85 : 1}
      stroke={marked ? '#b91c1c' : '#64748b'}
      strokeWidth={marked ? 3.5 : 1.5}
      strokeLinejoin="round"
      {...interactive}
    >
      <title>{label}</title>
    </polygon>
  );
}
