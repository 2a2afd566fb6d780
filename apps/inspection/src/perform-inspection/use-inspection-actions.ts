// The form's two actions: Save & back, and Save and Submit (checks, then the signature step, then the submit). A
// submit signed offline waits on the device and goes when the connection returns.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { bookingsPaths } from '@inspection/platform-manifest';
import { inspectionKeys } from '@inspection/inspection-data-access';
import type { ReportSignatures } from '@inspection/reports-model';
import { toast } from '@inspection/ui';
import type { InspectionSession } from './engine/inspection-session';
import { FORM_MESSAGES } from './form-messages';
import { readPendingSubmit, writePendingSubmit } from './signature/pending-submit';

interface Options {
  session: InspectionSession;
  /** The photos waiting on the device: they go up before the submit, so the report has them. */
  photos: { sendWaiting: () => Promise<void>; waitingCount: number };
  /** The form's checks; false when the inspection may not be submitted yet. */
  validate: () => boolean;
  /** The browser's view of the connection. */
  online: boolean;
}

export function useInspectionActions({ session, photos, validate, online }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const bookingId = session.bookingId;

  const saveAndBack = async () => {
    setBusy(true);
    const result = await session.flush(true);
    setBusy(false);
    // Refused as another person's answers changed: the choice is on screen (presence/two-people.tsx).
    if (result === 'conflict') return;
    if (result === 'failed') {
      toast.error(FORM_MESSAGES.saveFailed);
      return;
    }
    toast.success(FORM_MESSAGES.saved);
    navigate(bookingsPaths.details.to({ id: bookingId }));
  };

  const startSubmit = () => {
    if (validate()) setConfirming(true);
  };

  const [pending, setPending] = useState(() => readPendingSubmit(bookingId));
  const { sendWaiting } = photos;
  const send = useCallback(
    async (signatures: ReportSignatures) => {
      setBusy(true);
      try {
        await sendWaiting();
        // Another person's later answers are not overwritten by the submit: a clash asks first, then one signs again.
        if ((await session.flush()) === 'conflict') {
          writePendingSubmit(bookingId, null);
          setPending(null);
          setConfirming(false);
          return;
        }
        await session.submit(signatures);
        writePendingSubmit(bookingId, null);
        setPending(null);
        setConfirming(false);
        toast.success(FORM_MESSAGES.submitted);
        void queryClient.invalidateQueries({ queryKey: inspectionKeys.all });
      } catch {
        // Refused or unreachable while online: no retry loop; the inspector signs again.
        if (navigator.onLine) {
          writePendingSubmit(bookingId, null);
          setPending(null);
          toast.error(FORM_MESSAGES.submitFailed);
        }
      } finally {
        setBusy(false);
      }
    },
    [bookingId, queryClient, sendWaiting, session],
  );

  const submit = async (signatures: ReportSignatures) => {
    if (!navigator.onLine) {
      writePendingSubmit(bookingId, signatures);
      setPending(signatures);
      setConfirming(false);
      toast.success(FORM_MESSAGES.submitQueued);
      return;
    }
    await send(signatures);
  };

  // Back online with a signed submit waiting: it goes now.
  useEffect(() => {
    if (online && pending && !busy) void send(pending);
  }, [online, pending, busy, send]);

  return { busy, confirming, pending: pending !== null, saveAndBack, startSubmit, submit, cancelSubmit: () => setConfirming(false) };
}
