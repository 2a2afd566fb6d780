import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast as sonnerToast } from 'sonner';
import { Toaster, TOASTS_TOP_PX } from './toaster';
import { toast } from './toast';

describe('toast durations', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => sonnerToast.dismiss());
    vi.useRealTimers();
  });

  it('shows toasts top-right; a success toast goes after 2 s while an error stays until 4 s', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    // Below the console's 64 px top bar, so a toast never covers the Profile menu (on a phone too).
    expect(TOASTS_TOP_PX).toBeGreaterThanOrEqual(64 + 8);
    expect((list as HTMLElement).style.getPropertyValue('--offset-top')).toBe(`${TOASTS_TOP_PX}px`);
    expect((list as HTMLElement).style.getPropertyValue('--mobile-offset-top')).toBe(`${TOASTS_TOP_PX}px`);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2600);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('right to left (an Arabic page), mirrors to top-left and lays the toasts out right to left', async () => {
    render(<Toaster dir="rtl" />);
    act(() => {
      toast.error('تعذّر الحجز');
    });
    expect(await screen.findByText('تعذّر الحجز')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'left');
    expect(list).toHaveAttribute('dir', 'rtl');
  });

  it('keeps up to 20 toasts visible', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 21; i++) toast.message(`Note ${i}`);
    });
    await screen.findByText('Note 21');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(20);
  });
});
