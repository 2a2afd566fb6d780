// What the inspection session reaches outside itself: the server, the device and the clock. The engine takes these
// as one object so its tests run without a browser (an in-memory device, a fake clock, a scripted server).
import type { InspectionAnswers, MarkedData, Outbox } from '@inspection/inspection-domain';
import type { ReportSignatures } from '@inspection/reports-model';
import type { LoadedInspection, SavedInspection } from '@inspection/inspection-data-access';

export interface SessionPorts {
  /**
   * The server merges per field by lastUpdated and returns the merged inspection; based on an older version
   * (`basedOn`), it refuses to replace another person's later answer (editConflictOf reads the refusal).
   */
  save(bookingId: string, answers: InspectionAnswers, marked: MarkedData | null, basedOn: string | null): Promise<SavedInspection>;
  /** The server builds the report from the answers and marks; the browser adds only the signatures. */
  submit(bookingId: string, answers: InspectionAnswers, marked: MarkedData, signatures: ReportSignatures): Promise<unknown>;
  /** The device's outbox (IndexedDB in the browser); writes for one booking land in order. */
  writeOutbox(bookingId: string, outbox: Outbox): Promise<void>;
  /** A synchronous copy for the moment the page goes away (localStorage in the browser). */
  stashOutbox(bookingId: string, outbox: Outbox): void;
  /** The device's copy of the inspection, for a reload without a connection. */
  writeSnapshot(inspection: LoadedInspection): Promise<void>;
  /** The browser's view of the connection (navigator.onLine). */
  isOnline(): boolean;
  now(): Date;
}
