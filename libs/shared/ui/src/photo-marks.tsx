// The inspector's marks drawn over a photo (photo annotations): an SVG laid over the picture, its shapes placed in
// percentages of the photo, so one set of marks fits a thumbnail, the lightbox and the print alike (vector in print).
// Text scales with the photo through a nested viewBox; arrowheads are markers sized by the stroke.
import { useId, type ReactNode } from 'react';
import { ellipseOf, type PhotoAnnotation } from '@inspection/shared-domain';
import { cn } from './cn';
import { Arrowhead, arrowheadId } from './photo-mark-arrowheads';

const pct = (value: number) => `${Math.round(value * 100_000) / 1000}%`;

export interface PhotoMarksProps {
  marks: readonly PhotoAnnotation[];
  /** Line width in CSS pixels: thin on thumbnails, thicker in the lightbox and the editor. */
  strokeWidth?: number;
  className?: string;
  children?: ReactNode;
  /** Names the drawn marks (an SVG group), so the same photo shown again on the page can draw them by `sameAs`. */
  name?: string;
  /** Draws the marks named so elsewhere on the page (an SVG <use>) instead of drawing `marks` again. */
  sameAs?: string;
  /** The page's arrowheads (PhotoMarkArrowheads with this id) instead of the drawing's own. */
  arrowheads?: string;
}

/** Absolutely positioned over its parent box (which must be exactly the photo's box). */
export function PhotoMarks({ marks, strokeWidth = 3, className, children, name, sameAs, arrowheads }: PhotoMarksProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const arrowColors = arrowheads ? [] : [...new Set(marks.filter((mark) => mark.type === 'arrow').map((mark) => mark.color))];
  const markerId = (color: string) => (arrowheads ? arrowheadId(arrowheads, color) : `${id}-arrow-${arrowColors.indexOf(color)}`);
  const drawn = marks.map((mark, index) => <Mark key={index} mark={mark} strokeWidth={strokeWidth} markerId={markerId(mark.color)} />);
  return (
    <svg
      data-photo-marks=""
      aria-hidden="true"
      // Placed as drawn, whatever the page's direction: on a right-to-left page a label still starts at its anchor.
      direction="ltr"
      width="100%"
      height="100%"
      className={cn('pointer-events-none absolute inset-0 size-full overflow-visible', className)}
    >
      {arrowColors.length > 0 && (
        <defs>
          {arrowColors.map((color) => (
            <Arrowhead key={color} id={markerId(color)} color={color} />
          ))}
        </defs>
      )}
      {sameAs ? <use href={`#${sameAs}`} /> : name ? <g id={name}>{drawn}</g> : drawn}
      {children}
    </svg>
  );
}

function Mark({ mark, strokeWidth, markerId }: { mark: PhotoAnnotation; strokeWidth: number; markerId: string }) {
  const stroke = { stroke: mark.color, strokeWidth, fill: 'none', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  if (mark.type === 'arrow') {
    const [tail, head = tail] = mark.points;
    return <line data-mark="arrow" x1={pct(tail.x)} y1={pct(tail.y)} x2={pct(head.x)} y2={pct(head.y)} markerEnd={`url(#${markerId})`} {...stroke} />;
  }
  if (mark.type === 'ellipse') {
    const { cx, cy, rx, ry } = ellipseOf(mark);
    return <ellipse data-mark="ellipse" cx={pct(cx)} cy={pct(cy)} rx={pct(rx)} ry={pct(ry)} {...stroke} />;
  }
  if (mark.type === 'freehand') {
    return (
      <svg viewBox="0 0 1 1" preserveAspectRatio="none" width="100%" height="100%" overflow="visible">
        <polyline data-mark="freehand" points={mark.points.map((p) => `${p.x},${p.y}`).join(' ')} vectorEffect="non-scaling-stroke" {...stroke} />
      </svg>
    );
  }
  const [anchor] = mark.points;
  // A nested box of 100 units on the photo's shorter side: the label is 6% of it high whatever the size.
  return (
    <svg x={pct(anchor.x)} y={pct(anchor.y)} width="100%" height="100%" viewBox="0 0 100 100" preserveAspectRatio="xMinYMin meet" overflow="visible">
      <text
        data-mark="text"
        x="0"
        y="0"
        dominantBaseline="hanging"
        fontSize="6"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={mark.color}
        stroke="#ffffff"
        strokeWidth="1.2"
        paintOrder="stroke"
      >
        {mark.text}
      </text>
    </svg>
  );
}

/**
 * A photo with its marks: the picture as wide as its box at its own aspect ratio (height follows), the marks over
 * exactly its area. (A cropped cell cannot hold marks: where they fall depends on the crop.)
 */
export function AnnotatedPhoto({
  src, alt, marks, strokeWidth = 2, className, loading = 'lazy', srcSet, sizes, onPage,
}: {
  src: string;
  alt: string;
  marks: readonly PhotoAnnotation[];
  strokeWidth?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Smaller variants of the photo (the marks are relative, so they fit any of them), with the sizes they show at. */
  srcSet?: string;
  sizes?: string;
  /** Where the page shows this photo more than once: its marks' name, or the name of those it draws again. */
  onPage?: Pick<PhotoMarksProps, 'name' | 'sameAs' | 'arrowheads'>;
}) {
  return (
    <span className={cn('relative block w-full', className)}>
      {/* A 4:3 placeholder until the photo arrives (lazy photos without a size would all be in reach at once). */}
      <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading={loading} decoding="async" width={400} height={300} className="block h-auto w-full" />
      <PhotoMarks marks={marks} strokeWidth={strokeWidth} {...onPage} />
    </span>
  );
}
