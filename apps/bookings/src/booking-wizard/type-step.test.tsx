import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TypeStep } from './type-step';

const types = [
  { id: 'a', name: null, name_en: 'Standard 120-point', tag: 'Popular', duration_minutes: 90, actual_price: 499, current_price: 399, features: ['200-point check', 'Test drive'] },
  { id: 'b', name: 'فحص', name_en: null, tag: null, duration_minutes: 60, actual_price: 249, current_price: 249, features: [] },
];

describe('Type step', () => {
  it('shows each type with tag, duration, struck-through actual price, current price and + VAT; a click chooses', () => {
    const onChoose = vi.fn();
    render(<TypeStep types={types} loading={false} error={null} selectedId={null} onChoose={onChoose} />);
    const [first, second] = screen.getAllByRole('button');
    expect(within(first).getByText('Standard 120-point')).toBeInTheDocument();
    expect(within(first).getByText('Popular')).toBeInTheDocument();
    expect(within(first).getByText('Duration: 90 minutes')).toBeInTheDocument();
    expect(within(first).getByTestId('actual-price')).toHaveTextContent('AED 499');
    expect(within(first).getByText('AED 399')).toBeInTheDocument();
    expect(within(first).getByText('+ VAT')).toBeInTheDocument();
    // Same price: nothing struck through; the name is the fallback for a missing English name.
    expect(within(second).queryByTestId('actual-price')).toBeNull();
    expect(within(second).getByText('فحص')).toBeInTheDocument();
    fireEvent.click(first);
    expect(onChoose).toHaveBeenCalledWith('a');
  });
  it('lists what each type includes, in order, and nothing for a type without lines', () => {
    render(<TypeStep types={types} loading={false} error={null} selectedId={null} onChoose={vi.fn()} />);
    const [first, second] = screen.getAllByRole('button');
    const lines = within(first).getByTestId('type-features').children;
    expect([...lines].map((l) => l.textContent)).toEqual(['200-point check', 'Test drive']);
    expect(within(second).queryByTestId('type-features')).toBeNull();
  });
  it('shows loading and errors', () => {
    const { rerender } = render(<TypeStep types={undefined} loading error={null} selectedId={null} onChoose={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading inspection types...' })).toBeInTheDocument();
    rerender(<TypeStep types={undefined} loading={false} error={new Error('x')} selectedId={null} onChoose={vi.fn()} />);
    expect(screen.getByText('Failed to load inspection types')).toBeInTheDocument();
  });
});
