// Asks before unsaved edits are discarded. useBlocker catches every in-app navigation, the browser's Back
// button included; it needs a data router, which both the shell and the remote's standalone page provide.
// Reload and close get the browser's own prompt.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@inspection/ui';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

/**
 * `when` is false once the screen itself decided to leave (after a save, a delete or a confirmed Cancel), so its
 * own navigation, which follows that render, goes through.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useBeforeUnload(when);
  const whenRef = useRef(when);
  whenRef.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => whenRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** The question of both the guard and the editor's Cancel. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      message={UNSAVED_CHANGES_MESSAGE}
      cancelLabel="Stay"
      confirmLabel="Leave"
      destructive
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}

function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
