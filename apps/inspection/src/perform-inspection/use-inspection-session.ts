// The inspector's working copy: every change goes to the screen and to the in-memory outbox at once, and to the
// device (IndexedDB) a moment later (OUTBOX_WRITE_DELAY_MS after the last keystroke, and at once when the field loses
// focus, the page is hidden or left, or the screen closes), so typing does not pay for a write per keystroke. The
// outbox is sent by the 30-second autosave, when the connection returns, when the page is hidden or left, and by
// Save. The server merges per field, so only changes are sent.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS, mergeAnswers, prefillAnswers, type FieldAnswer, type MarkedData } from '@inspection/inspection-domain';
import { saveInspection, type LoadedInspection } from '@inspection/inspection-data-access';
import { emptyOutbox, outboxSize, stashOutbox, writeOutbox, writeSnapshot, type Outbox } from './offline/device-store';
import { createAnswersStore } from './answers-store';

/** Typing is written to the device this long after the last keystroke (and at once on blur or leaving). */
export const OUTBOX_WRITE_DELAY_MS = 250;

export type FlushResult = 'saved' | 'nothing' | 'failed';

function initialState(inspection: LoadedInspection, stored: Outbox, now: string) {
  const outbox: Outbox = { answers: { ...stored.answers }, marked: stored.marked };
  // With no saved answers the form starts from the booking; those answers still need saving.
  if (Object.keys(inspection.data).length === 0 && inspection.booking && inspection.form) {
    const prefilled = prefillAnswers(inspection.form, inspection.booking, now);
    outbox.answers = { ...prefilled, ...outbox.answers };
  }
  return {
    outbox,
    answers: mergeAnswers(inspection.data, outbox.answers),
    marked: outbox.marked ?? inspection.markedData,
  };
}

export function useInspectionSession(inspection: LoadedInspection, stored: Outbox, onAutosaveFailed: () => void) {
  const bookingId = inspection.bookingId;
  const initial = useMemo(() => initialState(inspection, stored, new Date().toISOString()), [inspection, stored]);
  const [answers] = useState(() => createAnswersStore(initial.answers));
  const [marked, setMarked] = useState<MarkedData>(initial.marked);
  const [pendingCount, setPendingCount] = useState(outboxSize(initial.outbox));
  const [lastSaved, setLastSaved] = useState<Date | null>(inspection.updatedAt ? new Date(inspection.updatedAt) : null);
  const [saving, setSaving] = useState(false);
  /** The last save reached the server (and no 'offline' event since): the connection works, whatever navigator.onLine says. */
  const [serverReachable, setServerReachable] = useState(false);
  const outbox = useRef<Outbox>(initial.outbox);
  const inFlight = useRef<Promise<FlushResult> | null>(null);
  // Prefilled answers alone are not sent by the automatic saves: opening (or viewing) an inspection
  // must not start it. A change here, or changes restored from the device, are.
  const touched = useRef(outboxSize(stored) > 0);
  const latest = useRef({ inspection, marked });
  latest.current = { inspection, marked };

  const writeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeNow = useCallback(() => {
    clearTimeout(writeTimer.current);
    writeTimer.current = undefined;
    return writeOutbox(bookingId, outbox.current);
  }, [bookingId]);
  const persist = useCallback(
    (later = false) => {
      setPendingCount(outboxSize(outbox.current));
      if (!later) return writeNow();
      clearTimeout(writeTimer.current);
      writeTimer.current = setTimeout(() => void writeNow(), OUTBOX_WRITE_DELAY_MS);
      return Promise.resolve();
    },
    [writeNow],
  );

  useEffect(() => {
    // Prefilled answers and answers restored from the device are kept at once.
    void persist();
  }, [persist]);

  useEffect(() => {
    // A write waiting for the typing to pause goes at once when the field is left or the page goes away.
    // Leaving or hiding the page also keeps a synchronous copy: the page may be gone before IndexedDB has written.
    const writePending = () => {
      if (writeTimer.current !== undefined) void writeNow();
    };
    const onLeave = () => {
      stashOutbox(bookingId, outbox.current);
      writePending();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    document.addEventListener('focusout', writePending, true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('focusout', writePending, true);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      writePending();
    };
  }, [bookingId, writeNow]);

  const setAnswer = useCallback(
    (key: string, answer: FieldAnswer) => {
      touched.current = true;
      const stamped = { ...answer, lastUpdated: new Date().toISOString() };
      outbox.current = { ...outbox.current, answers: { ...outbox.current.answers, [key]: stamped } };
      answers.set(key, stamped);
      void persist(true);
    },
    [answers, persist],
  );

  const setPartConditions = useCallback(
    (part: string, conditions: string[]) => {
      touched.current = true;
      const next: MarkedData = { ...latest.current.marked, lastUpdated: new Date().toISOString() };
      if (conditions.length) next[part] = conditions;
      else delete next[part];
      outbox.current = { ...outbox.current, marked: next };
      setMarked(next);
      void persist();
    },
    [persist],
  );

  /** Sends the outbox; `force` saves even when nothing changed (Save sets the status). */
  const flush = useCallback(
    (force = false): Promise<FlushResult> => {
      if (inFlight.current) return inFlight.current.then(() => flush(force));
      const sent = outbox.current;
      if (!force && (outboxSize(sent) === 0 || !touched.current)) return Promise.resolve('nothing');
      setSaving(true);
      const run = saveInspection(bookingId, sent.answers, sent.marked)
        .then((saved) => {
          // Keep what changed while the request was under way.
          const rest: Outbox = { answers: {}, marked: outbox.current.marked === sent.marked ? null : outbox.current.marked };
          for (const [key, answer] of Object.entries(outbox.current.answers)) {
            if (sent.answers[key] !== answer) rest.answers[key] = answer;
          }
          outbox.current = rest;
          void persist();
          // The server's merge may bring answers from another device.
          answers.replace(mergeAnswers(saved.data, rest.answers));
          setMarked(rest.marked ?? saved.marked_data);
          setLastSaved(new Date(saved.updated_at));
          setServerReachable(true);
          void writeSnapshot({
            ...latest.current.inspection,
            data: saved.data,
            markedData: saved.marked_data,
            status: 'in_progress',
            updatedAt: saved.updated_at,
          });
          return 'saved' as const;
        })
        .catch(() => {
          setServerReachable(false);
          return 'failed' as const;
        })
        .finally(() => {
          inFlight.current = null;
          setSaving(false);
        });
      inFlight.current = run;
      return run;
    },
    [answers, bookingId, persist],
  );

  const readOnly = inspection.isPublished;
  const autosaveFailed = useRef(onAutosaveFailed);
  autosaveFailed.current = onAutosaveFailed;

  useEffect(() => {
    if (readOnly) return;
    const timer = setInterval(() => {
      void flush().then((result) => {
        if (result === 'failed' && navigator.onLine) autosaveFailed.current();
      });
    }, AUTOSAVE_INTERVAL_MS);
    const onOnline = () => void flush();
    const onOffline = () => setServerReachable(false);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('pagehide', onOnline);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('pagehide', onOnline);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the screen: send what is waiting (it stays on the device if this fails).
      void flush();
    };
  }, [flush, readOnly]);

  const clearOutbox = useCallback(() => {
    outbox.current = emptyOutbox();
    return persist();
  }, [persist]);

  return { answers, marked, setAnswer, setPartConditions, flush, clearOutbox, pendingCount, lastSaved, serverReachable, saving, readOnly };
}
