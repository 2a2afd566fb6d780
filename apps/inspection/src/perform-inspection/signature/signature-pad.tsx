// A signature pad for a finger, a stylus or a mouse (pointer events): strokes on the 600 x 200 box, smoothed into SVG
// path data as they are drawn (the stroke under way is drawn straight into the DOM, so it follows the pointer without
// a React render per move). 'Undo' removes the last stroke, 'Clear' all of them. 'Type instead' signs from the keyboard.
import { useRef, useState, type PointerEvent } from 'react';
import { SIGNATURE_BOX } from '@inspection/reports-model';
import { addPoint, signaturePath, strokePath, toPadPoint, type Stroke } from '@inspection/inspection-domain';
import { Button } from '@inspection/ui';
import { TypedSignatureField } from './typed-signature-field';

interface Props {
  /** 'Inspector signature': names the drawing area for assistive technology and tests. */
  label: string;
  strokes: readonly Stroke[];
  onChange: (strokes: Stroke[]) => void;
  disabled?: boolean;
}

export function SignaturePad({ label, strokes, onChange, disabled }: Props) {
  const live = useRef<SVGPathElement>(null);
  const stroke = useRef<Stroke | null>(null);
  const pointer = useRef<number | null>(null);
  const [typing, setTyping] = useState(false);

  const pointOf = (event: PointerEvent<SVGSVGElement>, clientX = event.clientX, clientY = event.clientY) =>
    toPadPoint(clientX, clientY, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    stroke.current = [pointOf(event)];
    live.current?.setAttribute('d', strokePath(stroke.current));
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerId !== pointer.current || !stroke.current) return;
    // A stylus reports more positions than frames: the coalesced ones keep the line true.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const moved of events.length ? events : [event.nativeEvent]) {
      stroke.current = addPoint(stroke.current, pointOf(event, moved.clientX, moved.clientY));
    }
    live.current?.setAttribute('d', strokePath(stroke.current));
  };

  const finish = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerId !== pointer.current) return;
    const done = stroke.current;
    pointer.current = null;
    stroke.current = null;
    live.current?.setAttribute('d', '');
    if (done?.length) onChange([...strokes, done]);
  };

  const pen = { fill: 'none', stroke: '#0f172a', strokeWidth: 3, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <div className="space-y-2">
      <svg
        role="img"
        aria-label={label}
        data-signature-pad=""
        viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
        className="block aspect-[3/1] w-full touch-none select-none rounded-lg border-2 border-dashed border-slate-300 bg-white"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      >
        <line x1="30" y1="160" x2="570" y2="160" stroke="#cbd5e1" strokeWidth={2} />
        <path d={signaturePath(strokes)} {...pen} data-strokes={strokes.length} />
        <path ref={live} d="" {...pen} />
      </svg>
      {typing && <TypedSignatureField label={`Type the ${label.toLowerCase()}`} disabled={disabled} onStrokes={onChange} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={disabled || strokes.length === 0} onClick={() => onChange(strokes.slice(0, -1))}>
          Undo
        </Button>
        <Button type="button" variant="outline" disabled={disabled || strokes.length === 0} onClick={() => onChange([])}>
          Clear
        </Button>
        <Button type="button" variant="outline" disabled={disabled} aria-pressed={typing} onClick={() => setTyping(!typing)}>
          Type instead
        </Button>
      </div>
    </div>
  );
}
