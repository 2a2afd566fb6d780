// A dialog opened by state (no Radix Trigger) hands focus back to what opened it on its close.
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { ConfirmDialog } from './confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit booking</button>
      <button>Another control</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

function OpenedFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger>Row actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog open={open} title="Delete?" message="It cannot be undone." confirmLabel="Delete" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('focus after a dialog closes', () => {
  it('returns to the button that opened it (Escape and the close button)', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Edit booking' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns to the menu's button when the dialog was opened from a menu item", async () => {
    const user = userEvent.setup();
    render(<OpenedFromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Row actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});
