// The photo being annotated, at its own aspect ratio as large as the screen allows, with its marks and the pointer
// surface over it. A pen stroke under way is drawn straight into the DOM (no React render per move), so it follows
// the pointer within a frame; arrows and ellipses follow through state (two points).
import { useRef, useState, type PointerEvent } from 'react';
import { hitsAnnotation, toRelative, type AnnotationPoint, type PhotoAnnotation } from '@inspection/shared-domain';
import { PhotoMarks } from '@inspection/ui';
import type { AnnotationTool } from './annotation-toolbar';

interface Props {
  src: string;
  alt: string;
  marks: PhotoAnnotation[];
  tool: AnnotationTool;
  color: string;
  /** The text tool's label. */
  label: string;
  onAdd: (mark: PhotoAnnotation) => void;
  onDelete: (index: number) => void;
  onNeedLabel: () => void;
}

export function AnnotationStage({ src, alt, marks, tool, color, label, onAdd, onDelete, onNeedLabel }: Props) {
  const pen = useRef<SVGPolylineElement>(null);
  const points = useRef<AnnotationPoint[] | null>(null);
  const pointer = useRef<number | null>(null);
  const [draft, setDraft] = useState<PhotoAnnotation | null>(null);

  // The stage's box, read once per stroke (no layout read per move).
  const box = useRef<DOMRect | null>(null);
  const at = (event: PointerEvent<SVGSVGElement>, x = event.clientX, y = event.clientY) =>
    toRelative(x, y, box.current ?? event.currentTarget.getBoundingClientRect());

  const down = (event: PointerEvent<SVGSVGElement>) => {
    if (pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    box.current = event.currentTarget.getBoundingClientRect();
    const point = at(event);
    if (tool === 'delete') {
      const index = marks.findLastIndex((mark) => hitsAnnotation(mark, point));
      if (index >= 0) onDelete(index);
      return;
    }
    if (tool === 'text') {
      if (label.trim()) onAdd({ type: 'text', points: [point], color, text: label.trim() });
      else onNeedLabel();
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    if (tool === 'freehand') {
      points.current = [point];
      pen.current?.setAttribute('points', `${point.x},${point.y}`);
    } else {
      setDraft({ type: tool, points: [point, point], color });
    }
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerId !== pointer.current) return;
    if (points.current) {
      const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
      // Each new point is appended to the live polyline: no string of the whole stroke per move.
      const live = pen.current;
      for (const moved of events.length ? events : [event.nativeEvent]) {
        const point = at(event, moved.clientX, moved.clientY);
        points.current.push(point);
        if (live?.ownerSVGElement && live.points) {
          const added = live.ownerSVGElement.createSVGPoint();
          added.x = point.x;
          added.y = point.y;
          live.points.appendItem(added);
        }
      }
    } else {
      const point = at(event);
      setDraft((current) => (current ? { ...current, points: [current.points[0], point] } : current));
    }
  };

  const up = () => {
    pointer.current = null;
    box.current = null;
    const stroke = points.current;
    points.current = null;
    pen.current?.setAttribute('points', '');
    if (stroke && stroke.length >= 2) onAdd({ type: 'freehand', points: stroke, color });
    if (draft) {
      const [a, b] = draft.points;
      if (Math.hypot(a.x - b.x, a.y - b.y) > 0.01) onAdd(draft);
      setDraft(null);
    }
  };

  return (
    <div className="relative inline-block select-none">
      <img src={src} alt={alt} draggable={false} className="block max-h-[calc(100dvh-9rem)] max-w-[calc(100vw-2rem)]" />
      <PhotoMarks marks={draft ? [...marks, draft] : marks} strokeWidth={4} />
      <svg
        role="img"
        aria-label="Photo to annotate"
        data-annotation-stage=""
        className="absolute inset-0 size-full touch-none"
        style={{ cursor: tool === 'delete' ? 'pointer' : 'crosshair' }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <svg viewBox="0 0 1 1" preserveAspectRatio="none" width="100%" height="100%">
          <polyline ref={pen} points="" fill="none" stroke={color} strokeWidth={4} vectorEffect="non-scaling-stroke" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </svg>
    </div>
  );
}
