// An empty IndexedDB for this test file: the test files share a worker, and fake-indexeddb's one database (its
// module loads once per worker) would hand one file's outboxes and snapshots to the next. Import it first.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';

globalThis.indexedDB = new IDBFactory();
