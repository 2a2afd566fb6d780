import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Stroke } from '@inspection/inspection-domain';
import { SignaturePad } from './signature-pad';
import { drawOn, layOut } from './draw-on';
import { TYPED_SIGNATURE_HINT } from './typed-signature-field';

function Harness({ onStrokes }: { onStrokes?: (strokes: Stroke[]) => void }) {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  return (
    <SignaturePad
      label="Inspector's signature"
      strokes={strokes}
      onChange={(next) => {
        setStrokes(next);
        onStrokes?.(next);
      }}
    />
  );
}

const pathOf = () => screen.getByRole('img', { name: "Inspector's signature" }).querySelector('path[data-strokes]')!;

describe('SignaturePad', () => {
  it('draws smoothed strokes with a mouse, a finger or a stylus, on the 600 x 200 box whatever its size', () => {
    render(<Harness />);
    const pad = screen.getByRole('img', { name: "Inspector's signature" });
    layOut(pad, { left: 10, top: 10, width: 300, height: 100 });
    drawOn(pad, [[20, 20], [30, 30], [40, 20], [50, 30]], 'mouse');
    expect(pathOf().getAttribute('d')).toBe('M20 20 Q40 40 50 30 Q60 20 70 30 L80 40');
    drawOn(pad, [[100, 60], [120, 70]], 'touch', 2);
    drawOn(pad, [[200, 60], [220, 50]], 'pen', 3);
    expect(pathOf().getAttribute('data-strokes')).toBe('3');
    expect(pathOf().getAttribute('d')).toContain('M180 100 L220 120');
  });

  it('ignores a second finger while one draws, and a right click', () => {
    render(<Harness />);
    const pad = screen.getByRole('img', { name: "Inspector's signature" });
    layOut(pad);
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(pad, { clientX: 300, clientY: 100, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(pad, { clientX: 50, clientY: 50, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(pad, { clientX: 50, clientY: 50, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5, pointerId: 3, pointerType: 'mouse', button: 2 });
    expect(pathOf().getAttribute('d')).toBe('M10 10 L50 50');
  });

  it("undoes the last stroke and clears them all", () => {
    render(<Harness />);
    const pad = screen.getByRole('img', { name: "Inspector's signature" });
    layOut(pad);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    drawOn(pad, [[10, 10], [50, 50]]);
    drawOn(pad, [[100, 100], [150, 150]]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(pathOf().getAttribute('d')).toBe('M10 10 L50 50');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pathOf().getAttribute('d')).toBe('');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('signs from the keyboard: the typed name set in a script font, as strokes on the line', async () => {
    const seen: Stroke[][] = [];
    render(<Harness onStrokes={(strokes) => seen.push(strokes)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(screen.getByRole('button', { name: 'Type instead' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText("Type the inspector's signature"), { target: { value: 'Ann Lee' } });
    await waitFor(() => expect(Number(pathOf().getAttribute('data-strokes'))).toBeGreaterThan(3));
    const points = seen[seen.length - 1].flat();
    expect(Math.min(...points.map((point) => point.x))).toBeGreaterThanOrEqual(30);
    expect(Math.max(...points.map((point) => point.x))).toBeLessThanOrEqual(570);
    expect(pathOf().getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ /);
    expect(screen.queryByText(TYPED_SIGNATURE_HINT)).toBeNull();

    fireEvent.change(screen.getByLabelText("Type the inspector's signature"), { target: { value: 'أحمد' } });
    expect(await screen.findByText(TYPED_SIGNATURE_HINT)).toBeInTheDocument();
    await waitFor(() => expect(pathOf().getAttribute('d')).toBe(''));
  });
});
