// The inspector's marks drawn over a photo (photo annotations): an SVG laid over the picture, its shapes placed in
// percentages of the photo, so one set of marks fits a thumbnail, the lightbox and the print alike (vector in print).
// Text scales with the photo through a nested viewBox; arrowheads are markers sized by the stroke.
import { useId, type ReactNode } from 'react';
import { ellipseOf, type PhotoAnnotation } from '@inspection/shared-domain';
import { cn } from './cn';

const pct = (value: number) => `${Math.round(value * 100_000) / 1000}%`;

export interface PhotoMarksProps {
  marks: readonly PhotoAnnotation[];
  /** Line width in CSS pixels: thin on thumbnails, thicker in the lightbox and the editor. */
  strokeWidth?: number;
  className?: string;
  children?: ReactNode;
}

/** Absolutely positioned over its parent box (which must be exactly the photo's box). */
export function PhotoMarks({ marks, strokeWidth = 3, className, children }: PhotoMarksProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const arrowColors = [...new Set(marks.filter((mark) => mark.type === 'arrow').map((mark) => mark.color))];
  const markerId = (color: string) => `${id}-arrow-${arrowColors.indexOf(color)}`;
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
      <defs>
        {arrowColors.map((color) => (
          <marker key={color} id={markerId(color)} viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto">
            <path d="M0 0 L10 5 L0 10 z" fill={color} />
          </marker>
        ))}
      </defs>
      {marks.map((mark, index) => (
        <Mark key={index} mark={mark} strokeWidth={strokeWidth} markerId={markerId(mark.color)} />
      ))}
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
  src, alt, marks, strokeWidth = 2, className, loading = 'lazy', srcSet, sizes,
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
}) {
  return (
    <span className={cn('relative block w-full', className)}>
      {/* A 4:3 placeholder until the photo arrives (lazy photos without a size would all be in reach at once). */}
      <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} loading={loading} decoding="async" width={400} height={300} className="block h-auto w-full" />
      <PhotoMarks marks={marks} strokeWidth={strokeWidth} />
    </span>
  );
}
