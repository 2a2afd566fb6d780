// The car drawn from above (tyres, mirrors, body, glass and panel lines), as one SVG group in canvas coordinates.
import { CAR_OUTLINE } from './car-outline';

export function CarOutline() {
  return (
    <g aria-hidden="true" pointerEvents="none" data-testid="car-outline">
      <path d={CAR_OUTLINE.tyres} fill="#1f2937" stroke="#0f172a" strokeWidth={2} />
      <path d={CAR_OUTLINE.mirrors} fill="#e2e8f0" stroke="#334155" strokeWidth={2.5} strokeLinejoin="round" />
      <path d={CAR_OUTLINE.body} fill="#f8fafc" stroke="#334155" strokeWidth={3.5} />
      <path d={CAR_OUTLINE.glass} fill="#cfe3f7" stroke="#475569" strokeWidth={2} strokeLinejoin="round" />
      <path d={CAR_OUTLINE.lines} fill="none" stroke="#94a3b8" strokeWidth={1.5} strokeLinejoin="round" />
    </g>
  );
}
