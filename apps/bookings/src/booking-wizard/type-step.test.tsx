import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Catalogue } from '@inspection/i18n';
import { bookWords } from '../public-booking/i18n/book-words';
import ar from '../public-booking/i18n/ar.json';
import { TypeStep } from './type-step';

const types = [
  { id: 'a', name: null, name_en: 'Standard 120-point', tag: 'Popular', duration_minutes: 90, actual_price: 499, current_price: 399, features: ['200-point check', 'Test drive'] },
  { id: 'b', name: 'فحص', name_en: null, tag: null, duration_minutes: 60, actual_price: 249, current_price: 249, features: [] },
];

afterEach(() => bookWords.provide('en', undefined));

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
  it('in Arabic shows the Arabic tag and lines, the English ones for a type without them', () => {
    bookWords.provide('ar', ar as Catalogue);
    const arabic = [
      { ...types[0], name: 'فحص 120 نقطة', tag_ar: 'الأكثر طلبًا', features_ar: ['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق'] },
      { ...types[0], id: 'c', name: 'فحص شامل', tag: 'New', tag_ar: null, features_ar: [] },
    ];
    render(<TypeStep types={arabic} loading={false} error={null} selectedId={null} onChoose={vi.fn()} />);
    const [first, second] = screen.getAllByRole('button');
    expect(within(first).getByText('الأكثر طلبًا')).toBeInTheDocument();
    expect(within(first).queryByText('Popular')).toBeNull();
    expect([...within(first).getByTestId('type-features').children].map((l) => l.textContent)).toEqual(['فحص المحرك وناقل الحركة', 'تجربة قيادة على الطريق']);
    expect(within(second).getByText('New')).toBeInTheDocument();
    expect([...within(second).getByTestId('type-features').children].map((l) => l.textContent)).toEqual(['200-point check', 'Test drive']);
  });
  it('in English keeps the English tag and lines beside Arabic ones', () => {
    render(<TypeStep types={[{ ...types[0], tag_ar: 'الأكثر طلبًا', features_ar: ['تجربة قيادة'] }]} loading={false} error={null} selectedId={null} onChoose={vi.fn()} />);
    const card = screen.getByRole('button');
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByTestId('type-features')).toHaveTextContent('200-point checkTest drive');
  });
  it('shows loading and errors', () => {
    const { rerender } = render(<TypeStep types={undefined} loading error={null} selectedId={null} onChoose={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading inspection types...' })).toBeInTheDocument();
    rerender(<TypeStep types={undefined} loading={false} error={new Error('x')} selectedId={null} onChoose={vi.fn()} />);
    expect(screen.getByText('Failed to load inspection types')).toBeInTheDocument();
  });
});
