// The form's two actions: Save & back, and Save and Submit (checks, confirmation, then the submit).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { bookingsPaths } from '@inspection/platform-manifest';
import { inspectionKeys } from '@inspection/inspection-data-access';
import { toast } from '@inspection/ui';
import type { InspectionSession } from './engine/inspection-session';
import { FORM_MESSAGES } from './form-messages';

interface Options {
  session: InspectionSession;
  /** The photos waiting on the device: they go up before the submit, so the report has them. */
  photos: { sendWaiting: () => Promise<void>; waitingCount: number };
  /** The form's checks; false when the inspection may not be submitted yet. */
  validate: () => boolean;
}

export function useInspectionActions({ session, photos, validate }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const bookingId = session.bookingId;

  const saveAndBack = async () => {
    setBusy(true);
    const result = await session.flush(true);
    setBusy(false);
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

  const submit = async () => {
    setBusy(true);
    try {
      await photos.sendWaiting();
      if (photos.waitingCount > 0 && !navigator.onLine) throw new Error('Photos are still waiting for the connection');
      await session.submit();
      setConfirming(false);
      toast.success(FORM_MESSAGES.submitted);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.all });
    } catch {
      toast.error(FORM_MESSAGES.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  return { busy, confirming, saveAndBack, startSubmit, submit, cancelSubmit: () => setConfirming(false) };
}
