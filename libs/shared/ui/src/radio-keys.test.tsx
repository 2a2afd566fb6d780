import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { radioGroupKeys, radioTabIndex } from './radio-keys';

const SIZES = ['small', 'medium', 'large'] as const;

function Sizes() {
  const [size, setSize] = useState<(typeof SIZES)[number]>('medium');
  return (
    <div role="radiogroup" aria-label="Size" {...radioGroupKeys(SIZES, size, setSize)}>
      {SIZES.map((option) => (
        <button key={option} type="button" role="radio" aria-checked={size === option} tabIndex={radioTabIndex(SIZES, size, option)} onClick={() => setSize(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}

describe('a radio group drawn as buttons, by keyboard', () => {
  it('is one Tab stop, the checked option', () => {
    render(<Sizes />);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves and chooses with the arrow keys, wrapping around, and keeps focus on the chosen option', () => {
    render(<Sizes />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: 'large' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'large' })).toHaveFocus();
    fireEvent.keyDown(group, { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: 'small' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'large' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(group, { key: 'Enter' });
    expect(screen.getByRole('radio', { name: 'large' })).toHaveAttribute('aria-checked', 'true');
  });
});
