import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from './sheet';

function Example() {
  return (
    <Sheet>
      <SheetTrigger>Menu</SheetTrigger>
      <SheetContent overlayProps={{ className: 'overlay' }}>
        <SheetTitle>Navigation</SheetTitle>
        <a href="#a">First</a>
        <SheetClose>Close</SheetClose>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens at the left edge from its trigger, named by its title, and closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(sheet).toHaveClass('left-0', 'inset-y-0');
    expect(sheet).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on a press on the overlay and from a close button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(container.ownerDocument.querySelector('.overlay')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
