// The shape being drawn, over the car: its polygon so far and a dot per point (the first one larger).
import { toSvgPoints, type CarPartPoint } from '@inspection/car-parts';

export function DrawingLayer({ points }: { points: readonly CarPartPoint[] }) {
  if (points.length === 0) return null;
  return (
    <g pointerEvents="none" data-testid="drawing">
      {points.length >= 2 && (
        <polygon
          points={toSvgPoints(points)}
          fill="#2563eb"
          fillOpacity={0.2}
          stroke="#1d4ed8"
          strokeWidth={3}
          strokeDasharray="10 6"
          strokeLinejoin="round"
        />
      )}
      {points.map((point, index) => (
        <circle
          key={index}
          cx={point.x}
          cy={point.y}
          r={index === 0 ? 9 : 6}
          fill={index === 0 ? '#ffffff' : '#1d4ed8'}
          stroke="#1d4ed8"
          strokeWidth={3}
        />
      ))}
    </g>
  );
}
