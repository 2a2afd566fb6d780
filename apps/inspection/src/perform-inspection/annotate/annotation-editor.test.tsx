import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { drawOn, layOut } from '../signature/draw-on';
import { AnnotationEditor, NEED_LABEL } from './annotation-editor';

const stage = () => {
  const element = screen.getByRole('img', { name: 'Photo to annotate' });
  layOut(element, { left: 100, top: 50, width: 800, height: 600 });
  return element;
};
const tool = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('AnnotationEditor', () => {
  it('draws an arrow, an ellipse, a pen stroke and a label in relative coordinates, in the chosen colour', () => {
    const onSave = vi.fn();
    render(<AnnotationEditor src="https://x/door.jpg" title="Door 1" marks={[]} onSave={onSave} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Annotate Door 1' })).toBeInTheDocument();
    drawOn(stage(), [[180, 110], [340, 230], [500, 350]]);
    tool('Ellipse');
    tool('Yellow');
    drawOn(stage(), [[500, 350], [700, 500]], 'touch');
    tool('Pen');
    tool('Blue');
    drawOn(stage(), [[100, 50], [140, 80], [180, 110]], 'pen');
    tool('Text');
    fireEvent.pointerDown(stage(), { clientX: 300, clientY: 200, pointerId: 1, pointerType: 'mouse' });
    expect(screen.getByRole('alert')).toHaveTextContent(NEED_LABEL);
    fireEvent.change(screen.getByLabelText('Label text'), { target: { value: ' Dent ' } });
    fireEvent.pointerDown(stage(), { clientX: 300, clientY: 200, pointerId: 1, pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith([
      { type: 'arrow', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], color: '#dc2626' },
      { type: 'ellipse', points: [{ x: 0.5, y: 0.5 }, { x: 0.75, y: 0.75 }], color: '#facc15' },
      { type: 'freehand', points: [{ x: 0, y: 0 }, { x: 0.05, y: 0.05 }, { x: 0.1, y: 0.1 }], color: '#2563eb' },
      { type: 'text', points: [{ x: 0.25, y: 0.25 }], color: '#2563eb', text: 'Dent' },
    ]);
  });

  it('undoes, redoes and deletes a mark; a tap without a drag adds no arrow', () => {
    const onSave = vi.fn();
    const circle = { type: 'ellipse' as const, points: [{ x: 0.2, y: 0.2 }, { x: 0.4, y: 0.4 }], color: '#dc2626' };
    render(<AnnotationEditor src="https://x/door.jpg" title="Door 1" marks={[circle]} onSave={onSave} onClose={() => undefined} />);
    drawOn(stage(), [[500, 350], [502, 351]]);
    drawOn(stage(), [[180, 110], [500, 350]]);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    tool('Undo');
    tool('Redo');
    tool('Delete a mark');
    fireEvent.pointerDown(stage(), { clientX: 100 + 0.4 * 800, clientY: 50 + 0.3 * 600, pointerId: 1, pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith([{ type: 'arrow', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], color: '#dc2626' }]);
  });

  it('draws the marks over the photo while editing', () => {
    render(<AnnotationEditor src="https://x/door.jpg" title="Door 1" marks={[]} onSave={() => undefined} onClose={() => undefined} />);
    drawOn(stage(), [[180, 110], [500, 350]]);
    expect(document.querySelector('[data-photo-marks] [data-mark="arrow"]')).toHaveAttribute('x2', '50%');
  });
});
