// The inspector's working copy, without React. Every change goes to the answers store (the screen) and to the
// in-memory outbox at once, and to the device a moment later (OUTBOX_WRITE_DELAY_MS after the last keystroke, and at
// once when a field is left, the page is hidden or left, or the session stops), so typing does not pay for a write
// per keystroke. The outbox is sent by the 30-second autosave, when the connection returns, when the page is hidden
// or left, when the session stops, and by Save. The server merges per field, so only changes are sent.
import { AUTOSAVE_INTERVAL_MS, changesWaiting, emptyOutbox, markPart, mergeAnswers, outboxAfterSave, outboxSize, outboxWithAnswer, outboxWithout, stampAnswer, startSession, type FieldAnswer, type InspectionAnswers, type MarkedData, type Outbox } from '@inspection/inspection-domain';
import { editConflictOf, type EditConflict, type LoadedInspection } from '@inspection/inspection-data-access';
import type { ReportSignatures } from '@inspection/reports-model';
import { createAnswersStore, type AnswersStore, type Listener } from './answers-store';
import type { SessionPorts } from './session-ports';

/** Typing is written to the device this long after the last keystroke (and at once on blur or leaving). */
export const OUTBOX_WRITE_DELAY_MS = 250;

/** How long a save waits for the device's copy before it answers anyway. */
export const DEVICE_WRITE_WAIT_MS = 2_000;

export type FlushResult = 'saved' | 'nothing' | 'failed' | 'conflict';

/** What the screen shows besides the answers; a new object on every change (for useSyncExternalStore). */
export interface SessionState {
  marked: MarkedData;
  /** Changes not yet confirmed by the server. */
  pendingCount: number;
  lastSaved: Date | null;
  saving: boolean;
  /** The last save reached the server (and no 'offline' event since): the connection works, whatever navigator.onLine says. */
  serverReachable: boolean;
  /** Submitted in this session. */
  submitted: boolean;
  /** Published before it was opened, or submitted since. */
  readOnly: boolean;
  /** A save was refused: another person changed the same answers; saving waits for resolveConflict. */
  conflict: EditConflict | null;
}

export interface SessionOptions {
  /** An autosave failed while the browser believed it was online. */
  onAutosaveFailed?: () => void;
}

export class InspectionSession {
  readonly bookingId: string;
  readonly answers: AnswersStore;
  private outbox: Outbox;
  /** The answers prefilled from the booking: not counted as changes until changed, nor once a save sent them. */
  private prefill: InspectionAnswers;
  /** Prefilled answers alone are not sent by the automatic saves (opening an inspection must not start it); a
   *  change here, or changes restored from the device, are. */
  private touched: boolean;
  private state: SessionState;
  private readonly listeners = new Set<Listener>();
  private writeTimer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<FlushResult> | null = null;
  private readonly published: boolean;
  /** The server version this copy last saw: saves send it (docs/areas/inspection.md#two-people-on-one-inspection). */
  private basedOn: string | null;

  constructor(
    private readonly inspection: LoadedInspection,
    stored: Outbox,
    private readonly ports: SessionPorts,
    private readonly options: SessionOptions = {},
  ) {
    const start = startSession(inspection, stored, ports.now().toISOString());
    this.outbox = start.outbox;
    this.prefill = start.prefill;
    this.touched = start.restored;
    this.answers = createAnswersStore(start.answers);
    this.published = inspection.isPublished;
    this.bookingId = inspection.bookingId;
    this.basedOn = (start.restored && stored.basedOn) || inspection.updatedAt || null;
    this.state = {
      marked: start.marked,
      pendingCount: changesWaiting(start.outbox, start.prefill),
      lastSaved: inspection.updatedAt ? new Date(inspection.updatedAt) : null,
      saving: false,
      serverReachable: false,
      submitted: false,
      readOnly: this.published,
      conflict: null,
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  /** Keeps the prefilled and restored answers on the device and starts the autosave; returns the stop. */
  start = (): (() => void) => {
    void this.persist();
    const timer = this.published ? undefined : setInterval(() => void this.autosave(), AUTOSAVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      this.writePending();
      // Leaving the screen: send what is waiting (it stays on the device if this fails).
      if (!this.published) void this.flush();
    };
  };

  setAnswer = (key: string, answer: FieldAnswer): void => {
    this.touched = true;
    const stamped = stampAnswer(answer, this.ports.now().toISOString());
    this.outbox = outboxWithAnswer(this.outbox, key, stamped);
    this.answers.set(key, stamped);
    this.persistLater();
  };

  setPartConditions = (part: string, conditions: string[]): void => {
    this.touched = true;
    const marked = markPart(this.state.marked, part, conditions, this.ports.now().toISOString());
    this.outbox = { ...this.outbox, marked };
    this.update({ marked });
    void this.persist();
  };

  /** Sends the outbox; `force` saves even when nothing changed (Save sets the status). */
  flush = (force = false): Promise<FlushResult> => {
    if (this.inFlight) return this.inFlight.then(() => this.flush(force));
    if (this.state.conflict) return Promise.resolve('conflict');
    const sent = this.outbox;
    if (!force && (outboxSize(sent) === 0 || !this.touched)) return Promise.resolve('nothing');
    this.update({ saving: true });
    const run = this.ports
      .save(this.bookingId, sent.answers, sent.marked, this.basedOn)
      .then(async (saved) => {
        this.basedOn = saved.updated_at;
        // Keep what changed while the request was under way.
        const rest = outboxAfterSave(this.outbox, sent);
        this.outbox = rest;
        this.prefill = {};
        const written = this.persist();
        // The server's merge may bring answers from another device.
        this.answers.replace(mergeAnswers(saved.data, rest.answers));
        this.update({ marked: rest.marked ?? saved.marked_data, lastSaved: new Date(saved.updated_at), serverReachable: true });
        const copied = this.ports.writeSnapshot({
          ...this.inspection,
          data: saved.data,
          markedData: saved.marked_data,
          status: 'in_progress',
          updatedAt: saved.updated_at,
        });
        // 'saved' once the device agrees, so a screen that leaves on it (Save & back) cannot cut the writes off; a
        // device that does not answer (a blocked IndexedDB) holds the save back no longer than DEVICE_WRITE_WAIT_MS.
        let giveUp: ReturnType<typeof setTimeout> | undefined;
        const deviceWrites = Promise.all([written, copied]).catch(() => undefined);
        await Promise.race([deviceWrites, new Promise((resolve) => (giveUp = setTimeout(resolve, DEVICE_WRITE_WAIT_MS)))]);
        clearTimeout(giveUp);
        return 'saved' as const;
      })
      .catch((error: unknown) => {
        const conflict = editConflictOf(error);
        this.update(conflict ? { conflict, serverReachable: true } : { serverReachable: false });
        return conflict ? ('conflict' as const) : ('failed' as const);
      })
      .finally(() => {
        this.inFlight = null;
        this.update({ saving: false });
      });
    this.inFlight = run;
    return run;
  };

  /** The choice after a refused save: drop those changes and take theirs, or overwrite them (based on their version). */
  resolveConflict = (choice: 'theirs' | 'mine'): Promise<FlushResult> => {
    const conflict = this.state.conflict;
    if (!conflict) return Promise.resolve('nothing');
    if (choice === 'theirs') this.outbox = outboxWithout(this.outbox, conflict.keys);
    else this.basedOn = conflict.at;
    this.update({ conflict: null });
    void this.persist();
    return this.flush(true);
  };

  /** Publishes the answers and marks with the signatures (the database builds the report); the outbox empties and the session becomes read-only. */
  submit = async (signatures: ReportSignatures): Promise<void> => {
    const answers = this.answers.all();
    const marked = this.state.marked;
    await this.ports.submit(this.bookingId, answers, marked, signatures);
    await this.clearOutbox();
    this.update({ submitted: true, readOnly: true });
  };

  clearOutbox = (): Promise<void> => {
    this.outbox = emptyOutbox();
    return this.persist();
  };

  /** A field lost focus: a write waiting for the typing to pause goes at once. */
  fieldLeft = (): void => this.writePending();

  /** The page is hidden or left: a synchronous copy first (the page may be gone before IndexedDB has written), the
   *  waiting write, then the outbox to the server. */
  pageHidden = (): void => {
    this.ports.stashOutbox(this.bookingId, this.deviceCopy());
    this.writePending();
    if (!this.published) void this.flush();
  };

  wentOnline = (): void => {
    if (!this.published) void this.flush();
  };

  wentOffline = (): void => {
    if (!this.published) this.update({ serverReachable: false });
  };

  private async autosave(): Promise<void> {
    const result = await this.flush();
    if (result === 'failed' && this.ports.isOnline()) this.options.onAutosaveFailed?.();
  }

  private writeNow(): Promise<void> {
    clearTimeout(this.writeTimer);
    this.writeTimer = undefined;
    return this.ports.writeOutbox(this.bookingId, this.deviceCopy());
  }

  /** The outbox with the version it was made on, so a reload still saves based on it. */
  private deviceCopy = (): Outbox => (outboxSize(this.outbox) && this.basedOn ? { ...this.outbox, basedOn: this.basedOn } : this.outbox);

  private writePending(): void {
    if (this.writeTimer !== undefined) void this.writeNow();
  }

  private persist(): Promise<void> {
    this.update({ pendingCount: changesWaiting(this.outbox, this.prefill) });
    return this.writeNow();
  }

  private persistLater(): void {
    this.update({ pendingCount: changesWaiting(this.outbox, this.prefill) });
    clearTimeout(this.writeTimer);
    this.writeTimer = setTimeout(() => void this.writeNow(), OUTBOX_WRITE_DELAY_MS);
  }

  /** Notifies the listeners only when something they read changed (a keystroke usually changes nothing here). */
  private update(change: Partial<SessionState>): void {
    const next = { ...this.state, ...change };
    const keys = Object.keys(change) as (keyof SessionState)[];
    if (keys.every((key) => Object.is(next[key], this.state[key]))) return;
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
