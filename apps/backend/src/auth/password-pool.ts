// bcrypt off the request thread: a small pool of worker threads (bcryptjs, no native build).
// A compare costs tens of milliseconds of CPU; on the main thread 100 parallel sign-ins stalled
// every other request for seconds. Jobs wait in one FIFO queue for the next free worker.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { id: number; op: 'hash' | 'compare'; password: string; hash?: string; cost?: number };
type Waiter = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** One thread less than the cores (a 2-core machine keeps one for requests and PGlite), 1 to 4. */
export const PASSWORD_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

export function createPasswordPool(size = PASSWORD_THREADS) {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Job[] = [];
  const waiting = new Map<number, Waiter>();
  const running = new Map<Worker, number>();
  let nextId = 1;

  function spawn(): Worker {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url));
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      running.delete(worker);
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.result);
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      // A dead worker fails its job and is replaced.
      const id = running.get(worker);
      running.delete(worker);
      all.splice(all.indexOf(worker), 1);
      if (id !== undefined) waiting.get(id)?.reject(error);
      if (id !== undefined) waiting.delete(id);
      all.push(spawn());
      idle.push(all[all.length - 1]);
      pump();
    });
    return worker;
  }

  function pump() {
    while (queue.length > 0) {
      if (idle.length === 0 && all.length < size) {
        const worker = spawn();
        all.push(worker);
        idle.push(worker);
      }
      const worker = idle.pop();
      if (!worker) return;
      const job = queue.shift()!;
      running.set(worker, job.id);
      worker.ref(); // keep the process alive while a job is out
      worker.once('message', () => worker.unref());
      worker.postMessage(job);
    }
  }

  /** `first`: ahead of the queue (a sign-in of a pair that signed in before, not to wait behind a flood's guesses). */
  function run<T>(job: Omit<Job, 'id'>, first = false): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (first) queue.unshift({ id, ...job });
      else queue.push({ id, ...job });
      pump();
    });
  }

  return {
    hash: (password: string, cost: number) => run<string>({ op: 'hash', password, cost }),
    compare: (password: string, hash: string, first = false) => run<boolean>({ op: 'compare', password, hash }, first),
    /** Jobs queued or running. */
    get load() {
      return queue.length + running.size;
    },
    async close() {
      await Promise.all(all.splice(0).map((worker) => worker.terminate()));
      idle.length = 0;
    },
  };
}

