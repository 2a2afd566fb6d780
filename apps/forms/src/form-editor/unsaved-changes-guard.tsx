// Asks before unsaved edits are discarded. Inside the console (a data router) useBlocker catches every
// navigation, the browser's Back button included. The forms remote's own standalone page renders a
// <BrowserRouter>, where useBlocker cannot work: there this falls back to intercepting in-app link clicks.
// Reload and close get the browser's own prompt in both.
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@inspection/ui';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

interface GuardProps {
  when: boolean;
  /** Set to true right before a navigation the screen itself decided on (after save, delete, confirmed cancel). */
  bypass: RefObject<boolean>;
}

export function UnsavedChangesGuard({ when, bypass }: GuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(when);
  return dataRouter ? <DataRouterGuard when={when} bypass={bypass} /> : <LinkClickGuard when={when} />;
}

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
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

function DataRouterGuard({ when, bypass }: GuardProps) {
  const whenRef = useRef(when);
  whenRef.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      whenRef.current && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

function LinkClickGuard({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (to === window.location.pathname + window.location.search + window.location.hash) return;
      // Capture phase on document runs before React's listener on its root: the router never sees the click.
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [when]);

  return (
    <LeaveDialog
      open={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
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
