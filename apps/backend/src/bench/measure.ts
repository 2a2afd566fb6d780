// The backend benches' runners: calls at a given concurrency, timed one by one (summaries: @inspection/shared-domain).
/** Runs `total` calls of fn with `concurrency` callers at a time; returns each call's latency in ms. */
export async function measure(fn: () => Promise<unknown>, total: number, concurrency: number): Promise<number[]> {
  const samples: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      const t0 = performance.now();
      await fn();
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

/**
 * Measures several ways of doing the same thing in alternating rounds, so that a machine getting busier or
 * quieter during the run affects each of them alike. Returns each one's latencies and this process's CPU time
 * per call (client, server and database alike), both in ms.
 */
export async function measureInterleaved(
  fns: (() => Promise<unknown>)[],
  total: number,
  concurrency: number,
  rounds = 6,
): Promise<{ samples: number[]; cpuPerCall: number }[]> {
  const results = fns.map(() => ({ samples: [] as number[], cpuMs: 0 }));
  const perRound = Math.ceil(total / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const [i, fn] of fns.entries()) {
      const start = process.cpuUsage();
      results[i].samples.push(...(await measure(fn, perRound, concurrency)));
      const used = process.cpuUsage(start);
      results[i].cpuMs += (used.user + used.system) / 1000;
    }
  }
  return results.map((r) => ({ samples: r.samples, cpuPerCall: r.cpuMs / r.samples.length }));
}
