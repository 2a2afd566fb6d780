// The perform screen's banner and choices for two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection).
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresencePeer } from '@inspection/supabase-client';
import { TwoPeople } from './two-people';
import { useEditGuard, type EditGuard } from './use-edit-guard';

let present: PresencePeer[] = [];
vi.mock('@inspection/supabase-client', () => ({ usePresence: () => present }));

const OMAR = { userId: 'u1', name: 'Omar Haddad', editing: false };
const guardOf = (over: Partial<EditGuard> = {}): EditGuard => ({
  peers: [], asking: [], guard: (edit) => edit(), editAnyway: vi.fn(), loadTheirs: vi.fn(), ...over,
});

beforeEach(() => {
  present = [];
});

describe('the banner', () => {
  it('names who else is on the inspection, and nobody when alone', () => {
    const { rerender } = render(<TwoPeople guard={guardOf()} conflict={null} onConflictChoice={vi.fn()} />);
    expect(screen.getByTestId('presence-banner')).toHaveTextContent('');
    rerender(<TwoPeople guard={guardOf({ peers: [OMAR, { ...OMAR, userId: 'u2', name: 'Sara Ali' }] })} conflict={null} onConflictChoice={vi.fn()} />);
    expect(screen.getByText('Omar Haddad and Sara Ali are also on this inspection')).toBeVisible();
  });
});

describe('before the first edit beside someone editing', () => {
  it('holds the edit for the choice; Edit anyway makes it, and later edits are not asked again', () => {
    present = [{ ...OMAR, editing: true }];
    const loadTheirs = vi.fn(async () => 'saved');
    const { result } = renderHook(() => useEditGuard({ bookingId: 'b1', userId: 'me', name: 'Sara Ali', loadTheirs }));
    const edit = vi.fn();
    act(() => result.current.guard(edit));
    expect(edit).not.toHaveBeenCalled();
    render(<TwoPeople guard={result.current} conflict={null} onConflictChoice={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Omar Haddad is editing this inspection' })).toHaveAccessibleDescription(
      'If you both change the same answer, one of you will overwrite the other. Load their latest answers first, or edit anyway.',
    );
    act(() => result.current.editAnyway());
    expect(edit).toHaveBeenCalledTimes(1);
    act(() => result.current.guard(edit));
    expect(edit).toHaveBeenCalledTimes(2);
    expect(loadTheirs).not.toHaveBeenCalled();
  });

  it('Load their answers drops the held edit and loads theirs; nobody editing asks nothing', () => {
    present = [{ ...OMAR, editing: true }];
    const loadTheirs = vi.fn(async () => 'saved');
    const { result, rerender } = renderHook(() => useEditGuard({ bookingId: 'b1', userId: 'me', name: 'Sara Ali', loadTheirs }));
    const edit = vi.fn();
    act(() => result.current.guard(edit));
    const onSafe = result.current.loadTheirs;
    act(() => onSafe());
    expect(loadTheirs).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    present = [OMAR];
    rerender();
    const other = renderHook(() => useEditGuard({ bookingId: 'b2', userId: 'me', name: 'Sara Ali', loadTheirs }));
    act(() => other.result.current.guard(edit));
    expect(edit).toHaveBeenCalledTimes(1);
  });
});

describe('after a refused save', () => {
  it('names the other person and what clashed, cannot be dismissed, and passes the choice on', () => {
    const onConflictChoice = vi.fn();
    render(<TwoPeople guard={guardOf()} conflict={{ name: 'Omar Haddad', at: 'x', keys: ['tyres'] }} onConflictChoice={onConflictChoice} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Omar Haddad changed the same answers' });
    expect(dialog).toHaveAccessibleDescription('Omar Haddad saved a different version of an answer you changed. Keep theirs, or overwrite them with yours?');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    expect(onConflictChoice).toHaveBeenCalledWith('mine');
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs and reload' }));
    expect(onConflictChoice).toHaveBeenCalledWith('theirs');
  });
});
