export interface Percentiles {
  p50: number;
  p95: number;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: at(0.5), p95: at(0.95) };
}

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
