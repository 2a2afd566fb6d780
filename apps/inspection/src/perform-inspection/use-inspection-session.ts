// The inspection session engine for the screen: one per mounted form, started while it is on screen, its state read
// through useSyncExternalStore (the answers have their own per-field subscriptions, see use-answers.ts).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { saveInspection, submitInspection, type LoadedInspection } from '@inspection/inspection-data-access';
import { stashOutbox, writeOutbox, writeSnapshot, type Outbox } from './offline/device-store';
import { InspectionSession } from './engine/inspection-session';
import type { SessionPorts } from './engine/session-ports';
import { bindPageEvents } from './engine/page-lifecycle';

export const browserSessionPorts: SessionPorts = {
  save: saveInspection,
  submit: submitInspection,
  writeOutbox,
  stashOutbox,
  writeSnapshot,
  isOnline: () => navigator.onLine,
  now: () => new Date(),
};

/** The loaded inspection and device outbox are read once, when the form mounts (the page keys the form by booking). */
export function useInspectionSession(inspection: LoadedInspection, stored: Outbox, onAutosaveFailed: () => void) {
  const autosaveFailed = useRef(onAutosaveFailed);
  autosaveFailed.current = onAutosaveFailed;
  const [session] = useState(
    () => new InspectionSession(inspection, stored, browserSessionPorts, { onAutosaveFailed: () => autosaveFailed.current() }),
  );
  useEffect(() => {
    const stop = session.start();
    const unbind = bindPageEvents(session);
    return () => {
      unbind();
      stop();
    };
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return { session, state };
}
