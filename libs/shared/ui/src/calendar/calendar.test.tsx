import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';
import { DatePickerPopover } from './date-picker-popover';

describe('Calendar', () => {
  it('starts weeks on Sunday', () => {
    render(<Calendar defaultMonth={new Date(2026, 10, 1)} />);
    // react-day-picker hides the weekday header row from assistive tech; read the DOM.
    const headers = screen.getByRole('grid').querySelectorAll('thead th');
    expect(headers[0]).toHaveAttribute('aria-label', 'Sunday');
    expect(headers[6]).toHaveAttribute('aria-label', 'Saturday');
    const firstWeek = screen.getAllByRole('row')[0];
    expect(firstWeek.querySelector('[role=gridcell]')).toHaveAttribute('data-day', '2026-11-01');
  });

  it('selects a single day', async () => {
    const onSelect = vi.fn();
    render(<Calendar defaultMonth={new Date(2026, 10, 1)} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /November 12th, 2026/ }));
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 10, 12), expect.anything(), expect.anything(), expect.anything());
  });
});

describe('DatePickerPopover', () => {
  it('opens from its trigger and closes after a day is picked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<DatePickerPopover label="Filter by Date" selected={new Date(2026, 10, 22)} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Filter by Date' }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /November 3rd, 2026/ }));
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 10, 3));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
