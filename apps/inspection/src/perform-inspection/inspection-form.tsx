import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { bookingsPaths, reportsPaths } from '@inspection/platform-manifest';
import { useQueryClient } from '@tanstack/react-query';
import { type EditorField, type EditorTemplate } from '@inspection/form-template-model';
import { buildInspectionReport, isAnswered, REQUIRED_FIELDS_TOAST, sectionSlots, templateSlots, VALIDATION_CRASH_TOAST, validateInspection, type FieldAnswer } from '@inspection/inspection-domain';
import { inspectionKeys, submitInspection, type LoadedInspection } from '@inspection/inspection-data-access';
import { ConfirmDialog, PageHeader, toast } from '@inspection/ui';
import type { Outbox } from './offline/device-store';
import { usePhotoUploads } from './photos/use-photo-uploads';
import { FormSection } from './form-section';
import { StickyBar } from './sticky-bar';
import { useAnswersValue, type AnswersStore } from './answers-store';
import { useInspectionSession } from './use-inspection-session';
import { useOnline } from './use-online';

// The car diagram sits below the 120 fields: its code (the parts data set, the dialog) loads after the form is usable.
const VehiclePartsCard = lazy(() => import('./parts/vehicle-parts-card').then((module) => ({ default: module.VehiclePartsCard })));

export const FORM_MESSAGES = {
  confirm: "Are you sure you want to submit this inspection? You won't be able to edit it afterward.",
  submitted: 'Inspection submitted successfully',
  submitFailed: 'Failed to submit inspection data. Please try again.',
  saved: 'Inspection saved successfully',
  saveFailed: 'Failed to save inspection',
  autosaveFailed: 'Autosave failed. Please check your connection.',
  partsFailed: 'Failed to save part conditions',
} as const;

interface Props {
  inspection: LoadedInspection;
  outbox: Outbox;
  /** Loaded from the device because the server could not be reached. */
  fromDevice?: boolean;
}

export function InspectionForm({ inspection, outbox, fromDevice = false }: Props) {
  const form = inspection.form!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const session = useInspectionSession(inspection, outbox, () => toast.error(FORM_MESSAGES.autosaveFailed));
  // Offline when the browser says so or the screen came from the device, until a save reaches the server.
  const offline = (!online || fromDevice) && !session.serverReachable;
  const [submitted, setSubmitted] = useState(false);
  const readOnly = session.readOnly || submitted;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [closed, setClosed] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const { answers, setAnswer, flush } = session;
  const answerOf = useCallback((key: string) => answers.get(key), [answers]);
  const photos = usePhotoUploads({ bookingId: inspection.bookingId, formId: form.id ?? inspection.formId ?? '', answerOf, setAnswer, save: flush });

  const onChange = useCallback(
    (key: string, answer: FieldAnswer) => {
      setAnswer(key, answer);
      setErrors((current) => {
        if (!current[key]) return current;
        const { [key]: _fixed, ...rest } = current;
        return rest;
      });
    },
    [setAnswer],
  );

  const { addPhotos: uploadPhotos } = photos;
  const addPhotos = useCallback(
    (key: string, field: EditorField, files: File[]) => void uploadPhotos(key, field, files),
    [uploadPhotos],
  );
  const { setPartConditions } = session;
  const onPartChange = useCallback(
    (part: string, conditions: string[]) => {
      setPartConditions(part, conditions);
      void flush().then((result) => {
        if (result === 'failed' && navigator.onLine) toast.error(FORM_MESSAGES.partsFailed);
      });
    },
    [setPartConditions, flush],
  );

  const toggleSection = useCallback(
    (id: string) =>
      setClosed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const saveAndBack = async () => {
    setBusy(true);
    const result = await flush(true);
    setBusy(false);
    if (result === 'failed') {
      toast.error(FORM_MESSAGES.saveFailed);
      return;
    }
    toast.success(FORM_MESSAGES.saved);
    navigate(bookingsPaths.details.to({ id: inspection.bookingId }));
  };

  const startSubmit = () => {
    let found: Record<string, string>;
    try {
      found = validateInspection(form, answers.all());
    } catch {
      toast.error(VALIDATION_CRASH_TOAST);
      return;
    }
    setErrors(found);
    if (Object.keys(found).length) {
      toast.error(REQUIRED_FIELDS_TOAST);
      // Open the sections holding errors and bring the first one into view.
      setClosed((current) => new Set([...current].filter((id) => !form.sections.find((s) => s.id === id && sectionSlots(s).some((slot) => found[slot.key])))));
      requestAnimationFrame(() => {
        const first = document.querySelector('[role="alert"]');
        first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    setConfirming(true);
  };

  const submit = async () => {
    setBusy(true);
    try {
      // Photos taken offline go up first, so the report has them.
      await photos.sendWaiting();
      if (photos.waitingCount > 0 && !navigator.onLine) throw new Error('Photos are still waiting for the connection');
      const report = buildInspectionReport(form, answers.all(), session.marked, inspection.booking ?? {});
      await submitInspection(inspection.bookingId, answers.all(), session.marked, report);
      await session.clearOutbox();
      setSubmitted(true);
      setConfirming(false);
      toast.success(FORM_MESSAGES.submitted);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.all });
    } catch {
      toast.error(FORM_MESSAGES.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  const booking = inspection.booking;
  const vehicle = booking ? [booking.vehicle_make, booking.vehicle_model, booking.vehicle_year].filter(Boolean).join(' ') : '';

  return (
    <div className="mx-auto max-w-4xl px-4 pt-4 sm:px-6 sm:pt-6">
      <PageHeader
        title={form.title}
        description={[booking?.customer_name, vehicle].filter(Boolean).join(' · ')}
        back={
          <Link to={bookingsPaths.details.to({ id: inspection.bookingId })} className="inline-flex min-h-11 items-center text-sm text-blue-700 hover:underline">
            ← Booking
          </Link>
        }
      />
      {readOnly && (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          This inspection has been submitted and can no longer be edited.
          <Link to={reportsPaths.report.to({ id: inspection.bookingId })} className="font-medium underline">
            View report
          </Link>
        </div>
      )}
      <div className="space-y-4">
        {form.sections.map((section) => (
          <FormSection
            key={section.id}
            section={section}
            answers={answers}
            errors={errors}
            readOnly={readOnly}
            open={!closed.has(section.id)}
            onToggle={toggleSection}
            onAnswer={onChange}
            uploads={photos.uploads}
            onAddPhotos={addPhotos}
            waiting={photos.waiting}
            onRemoveWaiting={photos.removeWaiting}
          />
        ))}
        <Suspense fallback={<div className="h-96 rounded-xl border border-slate-200 bg-white" aria-hidden="true" />}>
          <VehiclePartsCard marked={session.marked} readOnly={readOnly} onChange={onPartChange} />
        </Suspense>
      </div>
      <LiveStickyBar
        form={form}
        answers={answers}
        lastSaved={session.lastSaved}
        online={!offline}
        pendingCount={session.pendingCount + photos.waitingCount}
        readOnly={readOnly}
        busy={busy}
        onSaveAndBack={() => void saveAndBack()}
        onSubmit={startSubmit}
      />
      <ConfirmDialog
        open={confirming}
        title="Submit inspection"
        message={FORM_MESSAGES.confirm}
        confirmLabel="Submit"
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

type StickyBarProps = Parameters<typeof StickyBar>[0];

/**
 * The sticky bar with 'N of M answered' read from the answers store: a keystroke re-renders this bar (when the
 * count changes), not the form; the count may lag a keystroke behind under load (deferred) so typing stays first.
 */
const LiveStickyBar = memo(function LiveStickyBar({
  form, answers, ...rest
}: Omit<StickyBarProps, 'answered' | 'total'> & { form: EditorTemplate; answers: AnswersStore }) {
  const slots = useMemo(() => templateSlots(form), [form]);
  const count = useCallback(
    (all: Record<string, FieldAnswer>) => slots.reduce((n, slot) => n + (isAnswered(slot.field, all[slot.key]) ? 1 : 0), 0),
    [slots],
  );
  const answered = useDeferredValue(useAnswersValue(answers, count));
  return <StickyBar {...rest} answered={answered} total={slots.length} />;
});
