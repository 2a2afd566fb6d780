// The inspector's form: a view over the inspection session (engine/inspection-session.ts), the photo uploads and
// the form's checks. Fields read their own answers, so a keystroke re-renders its field, not this form.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import type { EditorField } from '@inspection/forms-template-model';
import { markedParts, type FieldAnswer } from '@inspection/inspection-domain';
import type { LoadedInspection } from '@inspection/inspection-data-access';
import { PageHeader, toast } from '@inspection/ui';
import type { Outbox } from './offline/device-store';
import { usePhotoUploads } from './photos/use-photo-uploads';
import { FormNotices } from './form-notices';
import { FormSection } from './form-section';
import { useOfflineReady } from './offline/use-offline-ready';
import { PARTS_TARGET, sectionAnchor } from './section-anchors';
import { SectionJumpList } from './section-jump-list';
import { useCurrentSection } from './use-current-section';
import { useSectionJump } from './use-section-jump';
import { LiveStickyBar } from './live-sticky-bar';
import { FORM_MESSAGES } from './form-messages';
import { useFormChecks } from './use-form-checks';
import { useInspectionActions } from './use-inspection-actions';
import { useInspectionSession } from './use-inspection-session';
import { useOnline } from './use-online';
import { SignatureStep } from './signature/signature-step';
import { VehiclePartsPlaceholder } from './parts/vehicle-parts-frame';
import { TwoPeople } from './presence/two-people';
import { useEditGuard } from './presence/use-edit-guard';

export { FORM_MESSAGES };

// The car diagram sits below the fields, one jump away from the top (docs/areas/inspection.md#moving-around-the-form):
// its code (the parts data set, the dialog) loads after the form is usable.
const VehiclePartsCard = lazy(() => import('./parts/vehicle-parts-card').then((module) => ({ default: module.VehiclePartsCard })));

interface Props {
  inspection: LoadedInspection;
  outbox: Outbox;
  /** Loaded from the device because the server could not be reached. */
  fromDevice?: boolean;
  /** Prefilled on the inspector's signature (editable there); the name others see on the inspection. */
  inspectorName?: string;
  /** The signed-in user: presence needs one. */
  userId?: string;
}

const autosaveFailed = () => toast.error(FORM_MESSAGES.autosaveFailed);

export function InspectionForm({ inspection, outbox, fromDevice = false, inspectorName = '', userId = '' }: Props) {
  const form = inspection.form!;
  const online = useOnline();
  const { session, state } = useInspectionSession(inspection, outbox, autosaveFailed);
  const { answers, setAnswer, flush, setPartConditions } = session;
  // Offline when the browser says so or the screen came from the device, until a save reaches the server.
  const offline = (!online || fromDevice) && !state.serverReachable;
  const checks = useFormChecks(form, answers);
  const photos = usePhotoUploads({ bookingId: inspection.bookingId, answerOf: answers.get, setAnswer, save: flush });
  const actions = useInspectionActions({ session, photos, validate: checks.validate, online });
  const offlineReady = useOfflineReady();
  const jump = useSectionJump(checks.openSection);
  const targets = useMemo(
    () => [...form.sections.map((section) => section.id), PARTS_TARGET].map((key) => ({ key, elementId: sectionAnchor(key) })),
    [form.sections],
  );
  const current = useCurrentSection(targets);
  const loadTheirs = useCallback(() => flush(true), [flush]);
  const people = useEditGuard({ bookingId: inspection.bookingId, userId, name: inspectorName, loadTheirs });
  const { guard } = people;

  const { clearError } = checks;
  const onChange = useCallback(
    (key: string, answer: FieldAnswer) =>
      guard(() => {
        setAnswer(key, answer);
        clearError(key);
      }),
    [guard, setAnswer, clearError],
  );
  const { addPhotos: uploadPhotos } = photos;
  const addPhotos = useCallback(
    (key: string, field: EditorField, files: File[]) => guard(() => void uploadPhotos(key, field, files)),
    [guard, uploadPhotos],
  );
  const onPartChange = useCallback(
    (part: string, conditions: string[]) =>
      guard(() => {
        setPartConditions(part, conditions);
        void flush().then((result) => {
          if (result === 'failed' && navigator.onLine) toast.error(FORM_MESSAGES.partsFailed);
        });
      }),
    [guard, setPartConditions, flush],
  );

  const booking = inspection.booking;
  const vehicle = booking ? [booking.vehicle_make, booking.vehicle_model, booking.vehicle_year].filter(Boolean).join(' ') : '';
  const readOnly = state.readOnly;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
      <PageHeader
        title={form.title}
        description={[booking?.customer_name, vehicle].filter(Boolean).join(' · ')}
        back={
          <Link to={bookingsPaths.details.to({ id: inspection.bookingId })} className="inline-flex min-h-11 items-center text-sm text-blue-700 hover:underline">
            ← Booking
          </Link>
        }
      />
      <FormNotices bookingId={inspection.bookingId} submitQueued={actions.pending} readOnly={readOnly} />
      <TwoPeople guard={people} conflict={state.conflict} onConflictChoice={(choice) => void session.resolveConflict(choice)} />
      <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
        <SectionJumpList sections={form.sections} answers={answers} markedCount={Object.keys(markedParts(state.marked)).length} current={current} onJump={jump} />
        <div className="min-w-0 space-y-4">
          {form.sections.map((section) => (
            <FormSection
              key={section.id}
              section={section}
              answers={answers}
              errors={checks.errors}
              readOnly={readOnly}
              open={!checks.closed.has(section.id)}
              onToggle={checks.toggleSection}
              onAnswer={onChange}
              uploads={photos.uploads}
              onAddPhotos={addPhotos}
              waiting={photos.waiting}
              onRemoveWaiting={photos.removeWaiting}
            />
          ))}
          <div id={sectionAnchor(PARTS_TARGET)} className="scroll-mt-20 md:scroll-mt-4">
            <Suspense fallback={<VehiclePartsPlaceholder />}>
              <VehiclePartsCard marked={state.marked} readOnly={readOnly} onChange={onPartChange} />
            </Suspense>
          </div>
        </div>
      </div>
      <LiveStickyBar
        form={form}
        answers={answers}
        lastSaved={state.lastSaved}
        online={!offline}
        offlineReady={offlineReady}
        pendingCount={state.pendingCount + photos.waitingCount}
        readOnly={readOnly}
        busy={actions.busy}
        onSaveAndBack={() => void actions.saveAndBack()}
        onSubmit={actions.startSubmit}
      />
      {actions.confirming && (
        <SignatureStep
          open
          inspectorName={inspectorName}
          busy={actions.busy}
          onSubmit={(signatures) => void actions.submit(signatures)}
          onCancel={actions.cancelSubmit}
        />
      )}
    </div>
  );
}
