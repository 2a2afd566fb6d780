// What the inspection keeps on the device (IndexedDB): the answers and part marks not yet
// confirmed by the server (the outbox), and the last inspection loaded from the server with its
// form (kept apart, by form id), so a reload without a connection still shows the form with the
// unsent answers.
import { createStore, del, get, set, setMany, type UseStore } from 'idb-keyval';
import { emptyOutbox, mergeOutboxes, outboxSize, type Outbox } from '@inspection/inspection-domain';
import type { LoadedInspection } from '@inspection/inspection-data-access';

export { emptyOutbox, type Outbox };

let store: UseStore | undefined;
const db = () => (store ??= createStore('inspection-offline', 'entries'));

const outboxKey = (bookingId: string) => `outbox:${bookingId}`;
const snapshotKey = (bookingId: string) => `snapshot:${bookingId}`;
const formKey = (formId: string) => `form:${formId}`;

const stashKey = (bookingId: string) => `inspection-outbox-stash:${bookingId}`;

function readStash(bookingId: string): Outbox | null {
  try {
    const stash = JSON.parse(localStorage.getItem(stashKey(bookingId)) ?? 'null') as Outbox | null;
    return stash && typeof stash.answers === 'object' ? stash : null;
  } catch {
    return null;
  }
}

/**
 * A synchronous copy of the outbox for the moment the page is hidden or left: an IndexedDB write started then can
 * be cut off with the page (a reload), localStorage cannot. Merged back (newer answers win) when the outbox is read.
 */
export function stashOutbox(bookingId: string, outbox: Outbox): void {
  early = undefined;
  try {
    if (outboxSize(outbox)) localStorage.setItem(stashKey(bookingId), JSON.stringify(outbox));
  } catch {
    // Storage full or blocked: the IndexedDB write still runs.
  }
}

/** The read started before the screen asked (its code was still arriving), for one booking; see readOutboxEarly. */
let early: { bookingId: string; read: Promise<Outbox> } | undefined;

/**
 * Starts reading a booking's outbox as the screen's code arrives, so opening the device's IndexedDB overlaps the
 * screen's first render instead of following it (docs/benchmarks/inspection.md). Taken once by takeOutbox; any
 * write to the outbox meanwhile drops it.
 */
export function readOutboxEarly(bookingId: string): void {
  early = { bookingId, read: readOutbox(bookingId) };
}

/** The early read of this booking's outbox when there is one, else a read now. */
export function takeOutbox(bookingId: string): Promise<Outbox> {
  const started = early;
  early = undefined;
  return started?.bookingId === bookingId ? started.read : readOutbox(bookingId);
}

export async function readOutbox(bookingId: string): Promise<Outbox> {
  let stored = emptyOutbox();
  try {
    stored = (await get<Outbox>(outboxKey(bookingId), db())) ?? emptyOutbox();
  } catch {
    // No IndexedDB: the stash alone.
  }
  const stash = readStash(bookingId);
  return stash ? mergeOutboxes(stored, stash) : stored;
}

/** Writes are queued per booking so a slow write never lands after a newer one. */
const queues = new Map<string, Promise<unknown>>();
export function writeOutbox(bookingId: string, outbox: Outbox): Promise<void> {
  early = undefined;
  const key = outboxKey(bookingId);
  const snapshot: Outbox = { answers: { ...outbox.answers }, marked: outbox.marked, ...(outbox.basedOn ? { basedOn: outbox.basedOn } : {}) };
  const next = (queues.get(key) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => (outboxSize(snapshot) ? set(key, snapshot, db()) : del(key, db())))
    .then(() => {
      // The stash is covered once the device holds the same outbox (or nothing is waiting any more).
      const stash = localStorage.getItem(stashKey(bookingId));
      if (stash !== null && (!outboxSize(snapshot) || stash === JSON.stringify(snapshot))) localStorage.removeItem(stashKey(bookingId));
    });
  queues.set(key, next);
  return next.catch(() => undefined);
}

/** The device's copy of an inspection, with `form: null` when its form is not on the device. */
export async function readSnapshot(bookingId: string): Promise<LoadedInspection | undefined> {
  try {
    const copy = await get<LoadedInspection>(snapshotKey(bookingId), db());
    if (!copy) return undefined;
    const form = copy.form ?? (copy.formId ? await get<LoadedInspection['form']>(formKey(copy.formId), db()) : undefined);
    return { ...copy, form: form ?? null };
  } catch {
    return undefined;
  }
}

/** Keeps the inspection and, apart by its id, its form (shared by the inspections on that form). */
export async function writeSnapshot(inspection: LoadedInspection): Promise<void> {
  const { form, ...rest } = inspection;
  const entries: [IDBValidKey, unknown][] = [[snapshotKey(inspection.bookingId), { ...rest, form: null }]];
  if (form && inspection.formId) entries.push([formKey(inspection.formId), form]);
  try {
    await setMany(entries, db());
  } catch {
    // A full or unavailable store only costs the offline reload.
  }
}

/** A photo taken while offline: resized, kept on the device until it can be uploaded. */
export interface WaitingPhoto {
  id: string;
  /** The answer key of its image field. */
  key: string;
  name: string;
  type: string;
  /** The field takes several photos (else this one replaces the field's photo). */
  multiple: boolean;
  blob: Blob;
}

const photosKey = (bookingId: string) => `photos:${bookingId}`;

export async function readWaitingPhotos(bookingId: string): Promise<WaitingPhoto[]> {
  try {
    return (await get<WaitingPhoto[]>(photosKey(bookingId), db())) ?? [];
  } catch {
    return [];
  }
}

export function writeWaitingPhotos(bookingId: string, photos: WaitingPhoto[]): Promise<void> {
  const key = photosKey(bookingId);
  const list = [...photos];
  const next = (queues.get(key) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => (list.length ? set(key, list, db()) : del(key, db())));
  queues.set(key, next);
  return next.catch(() => undefined);
}
