import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { EditorField } from '@inspection/forms-template-model';
import type { FieldAnswer } from '@inspection/inspection-domain';
import { FieldInput } from './field-input';

const damage: EditorField = {
  id: 'damage', title: 'Body Damage', type: 'dropdown', required: true, is120point: true, inputType: 'plain',
  multiple: true, allowMultiple: false, childFields: [],
  options: [
    { id: 'd1', label: 'None', value: 'None', score: 10 },
    { id: 'd2', label: 'Scratches', value: 'Scratches', score: 6 },
    { id: 'd3', label: 'Dents', value: 'Dents', score: 3 },
  ],
};

function Harness({ onAnswer, initial }: { onAnswer: (answer: FieldAnswer) => void; initial?: FieldAnswer }) {
  const [answer, setAnswer] = useState<FieldAnswer | undefined>(initial);
  return (
    <FieldInput
      answerKey="damage"
      field={damage}
      answer={answer}
      readOnly={false}
      onAddPhotos={() => undefined}
      onAnswer={(_key, next) => {
        setAnswer(next);
        onAnswer(next);
      }}
    />
  );
}

describe('a dropdown that allows multiple selection on the perform screen', () => {
  it('offers every option as a toggle under the field title and stores all chosen, scored by the worst', () => {
    const onAnswer = vi.fn();
    render(<Harness onAnswer={onAnswer} />);
    const group = screen.getByRole('group', { name: 'Body Damage' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['None', 'Scratches', 'Dents']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Dents' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Scratches' }));
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['Scratches', 'Dents'], score: 3, maxScore: 10 }));
    expect(within(group).getByRole('checkbox', { name: 'Scratches' })).toBeChecked();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Dents' }));
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['Scratches'], score: 6 }));
    expect(within(group).getByRole('checkbox', { name: 'Dents' })).not.toBeChecked();
  });

  it('shows a stored answer as its chosen toggles', () => {
    render(<Harness onAnswer={() => undefined} initial={{ value: ['None'] }} />);
    expect(screen.getByRole('checkbox', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dents' })).not.toBeChecked();
  });
});
