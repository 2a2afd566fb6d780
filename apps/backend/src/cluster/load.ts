// A steady load through the cluster's front door for the cluster tests and bench: each client reads contacts and
// writes two new contacts in one request (one transaction: both rows or neither), and records what it was told.
import { randomUUID } from 'node:crypto';

export interface LoadOptions {
  url: string;
  anonKey: string;
  /** A staff user's access token (contacts are staff's). */
  accessToken: string;
  clients: number;
  /** Runs until this resolves. */
  until: Promise<unknown>;
  /** One write per this many requests (default 2: half reads, half writes). */
  writeEvery?: number;
}

export interface LoadFailure {
  kind: 'read' | 'write';
  /** The HTTP status, or the error a cut connection gave. */
  status: number | string;
  /** The backend that answered, when nginx said (x-upstream not set: the request id). */
  at: number;
}

export interface LoadResult {
  requests: number;
  failures: LoadFailure[];
  /** Milliseconds per request, in order of completion. */
  latencies: number[];
  /** Writes answered 201: each one's two rows must be in the database. */
  acknowledged: string[];
  /** Writes that got no 201 (an error or a cut connection): each one's rows are all there or none. */
  unacknowledged: string[];
  seconds: number;
}

/** The two contact names of one write: `load <write id> a|b`. */
export const loadRowName = (write: string, which: 'a' | 'b') => `load ${write} ${which}`;

let phones = Math.floor(Math.random() * 1e6);
const nextPhone = () => `+97150${String(++phones % 1e7).padStart(7, '0')}`;

export async function runLoad({ url, anonKey, accessToken, clients, until, writeEvery = 2 }: LoadOptions): Promise<LoadResult> {
  const headers = { apikey: anonKey, authorization: `Bearer ${accessToken}` };
  const result: LoadResult = { requests: 0, failures: [], latencies: [], acknowledged: [], unacknowledged: [], seconds: 0 };
  let done = false;
  void until.finally(() => (done = true));
  const started = performance.now();

  const once = async (n: number) => {
    const write = n % writeEvery === 0;
    const id = randomUUID();
    const begun = performance.now();
    try {
      const response = write
        ? await fetch(`${url}/rest/v1/contacts`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
            body: JSON.stringify(['a', 'b'].map((which) => ({ full_name: loadRowName(id, which as 'a' | 'b'), phone_number: nextPhone() }))),
          })
        : await fetch(`${url}/rest/v1/contacts?select=id,full_name&order=created_at.desc&limit=5`, { headers });
      await response.arrayBuffer();
      const ok = write ? response.status === 201 : response.status === 200;
      if (write) (ok ? result.acknowledged : result.unacknowledged).push(id);
      if (!ok) result.failures.push({ kind: write ? 'write' : 'read', status: response.status, at: (performance.now() - started) / 1000 });
    } catch (error) {
      if (write) result.unacknowledged.push(id);
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      result.failures.push({ kind: write ? 'write' : 'read', status: cause, at: (performance.now() - started) / 1000 });
    }
    result.requests++;
    result.latencies.push(performance.now() - begun);
  };

  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; !done; n++) await once(n);
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
