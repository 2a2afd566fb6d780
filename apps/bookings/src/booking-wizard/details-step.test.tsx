import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EMPTY_DETAILS } from '@inspection/bookings-domain';
import { DetailsStep } from './details-step';

describe('Details step', () => {
  it('marks the required fields, keeps phones as written (letters dropped) and flags invalid fields', () => {
    const onChange = vi.fn();
    render(<DetailsStep values={EMPTY_DETAILS} invalid={['vehicle_year']} onChange={onChange} />);
    for (const label of ['Customer Name', 'Phone Number', 'Vehicle Make', 'Vehicle Model', 'Vehicle Year']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    for (const label of ['Email', 'Seller Name', 'Seller Phone', 'Notes']) expect(screen.getByLabelText(label)).not.toBeRequired();
    expect(screen.getByLabelText('Vehicle Year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('inputmode', 'tel');
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '+971 50 123 4567' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_DETAILS, customer_phone: '+971 50 123 4567' });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '050-123-4567 mobile' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_DETAILS, customer_phone: '050-123-4567 ' });
  });

  it("lets staff choose the customer's language (English or العربية); /book shows no such field", () => {
    const onChange = vi.fn();
    const { unmount } = render(<DetailsStep values={EMPTY_DETAILS} invalid={[]} onChange={onChange} showLanguage />);
    const select = screen.getByLabelText('Customer language');
    expect(select).toHaveValue('en');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual([['en', 'English'], ['ar', 'العربية']]);
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_DETAILS, language: 'ar' });
    unmount();
    render(<DetailsStep values={EMPTY_DETAILS} invalid={[]} onChange={onChange} />);
    expect(screen.queryByLabelText('Customer language')).toBeNull();
  });

  it('types phones as tel and emails as email; autofill offers the customer their own details on /book, staff none', () => {
    const attributes = () =>
      ['Customer Name', 'Phone Number', 'Email', 'Seller Name', 'Seller Phone'].map((label) => {
        const input = screen.getByLabelText(label);
        return [label, input.getAttribute('type'), input.getAttribute('inputmode'), input.getAttribute('autocomplete')];
      });
    const { unmount } = render(<DetailsStep values={EMPTY_DETAILS} invalid={[]} onChange={vi.fn()} ownDetails />);
    expect(attributes()).toEqual([
      ['Customer Name', 'text', null, 'name'],
      ['Phone Number', 'tel', 'tel', 'tel-national'],
      ['Email', 'email', 'email', 'email'],
      ['Seller Name', 'text', null, 'off'],
      ['Seller Phone', 'tel', 'tel', 'off'],
    ]);
    unmount();
    render(<DetailsStep values={EMPTY_DETAILS} invalid={[]} onChange={vi.fn()} showLanguage />);
    expect(attributes().map(([label, , , autocomplete]) => [label, autocomplete])).toEqual([
      ['Customer Name', 'off'], ['Phone Number', 'off'], ['Email', 'off'], ['Seller Name', 'off'], ['Seller Phone', 'off'],
    ]);
  });
});
