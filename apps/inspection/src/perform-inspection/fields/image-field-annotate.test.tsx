import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FieldAnswer } from '@inspection/inspection-domain';
import { drawOn, layOut } from '../signature/draw-on';
import { testInspection } from '../test-inspection';
import { ImageFieldInput } from './image-field-input';

const field = testInspection().form!.sections.flatMap((section) => section.fields).find((candidate) => candidate.id === 'photos')!;
const DOOR = 'http://x/door.jpg';
const SILL = 'http://x/sill.jpg';

function Harness({ onChange }: { onChange: (answer: FieldAnswer) => void }) {
  const [answer, setAnswer] = useState<FieldAnswer>({ value: [DOOR, SILL] });
  return (
    <ImageFieldInput
      answerKey="photos"
      field={field}
      answer={answer}
      readOnly={false}
      uploads={undefined}
      onAddPhotos={() => undefined}
      onChange={(next) => {
        setAnswer(next);
        onChange(next);
      }}
    />
  );
}

describe('annotating a photo of an image answer', () => {
  it('stores the marks in the answer for that photo and draws them on its thumbnail; removing the photo drops them', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annotate Exterior Photos 2' }));
    const editor = await screen.findByRole('dialog', { name: 'Annotate Exterior Photos 2' });
    const stage = within(editor).getByRole('img', { name: 'Photo to annotate' });
    layOut(stage, { left: 0, top: 0, width: 400, height: 300 });
    drawOn(stage, [[40, 30], [200, 150]]);
    fireEvent.click(within(editor).getByRole('button', { name: 'Done' }));
    const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], color: '#dc2626', photo: SILL };
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: [DOOR, SILL], annotations: [arrow] }));
    const photos = screen.getByRole('list', { name: 'Exterior Photos photos' });
    expect(within(photos).getAllByRole('listitem')[1].querySelector('[data-mark="arrow"]')).not.toBeNull();
    expect(within(photos).getAllByRole('listitem')[0].querySelector('[data-mark]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Exterior Photos photo 2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: [DOOR], annotations: [] }));
  });
});
