// What the inspection keeps on the device (IndexedDB): the answers and part marks not yet
// confirmed by the server (the outbox), and the last inspection loaded from the server with its
// form (kept apart, by form id), so a reload without a connection still shows the form with the
// unsent answers.
import { createStore, del, get, set, setMany, type UseStore } from 'idb-keyval';
import type { InspectionAnswers, MarkedData } from '@inspection/domain';
import type { LoadedInspection } from '@inspection/data';

export interface Outbox {
  answers: InspectionAnswers;
  marked: MarkedData | null;
}

let store: UseStore | undefined;
const db = () => (store ??= createStore('inspection-offline', 'entries'));

const outboxKey = (bookingId: string) => `outbox:${bookingId}`;
const snapshotKey = (bookingId: string) => `snapshot:${bookingId}`;
const formKey = (formId: string) => `form:${formId}`;

export const emptyOutbox = (): Outbox => ({ answers: {}, marked: null });

export function outboxSize(outbox: Outbox): number {
  return Object.keys(outbox.answers).length + (outbox.marked ? 1 : 0);
}

export async function readOutbox(bookingId: string): Promise<Outbox> {
  try {
    return (await get<Outbox>(outboxKey(bookingId), db())) ?? emptyOutbox();
  } catch {
    return emptyOutbox();
  }
}

/** Writes are queued per booking so a slow write never lands after a newer one. */
const queues = new Map<string, Promise<unknown>>();
export function writeOutbox(bookingId: string, outbox: Outbox): Promise<void> {
  const key = outboxKey(bookingId);
  const snapshot: Outbox = { answers: { ...outbox.answers }, marked: outbox.marked };
  const next = (queues.get(key) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => (outboxSize(snapshot) ? set(key, snapshot, db()) : del(key, db())));
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
