// Summaries of measured samples (latencies, sizes), for the benches in tools/bench and the backend's budget tests: one
// definition, so every figure they print means the same thing.

/** The middle sample; of an even count, the upper of the two middles (a sample that was measured, not an average). */
export function median(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export interface Percentiles {
  p50: number;
  p95: number;
}

/** The 50th and 95th percentiles by nearest rank: the smallest sample with at least that share of samples at or below it. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: at(0.5), p95: at(0.95) };
}
