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

export interface MedianInterval {
  low: number;
  high: number;
  /** The chance that the interval holds the true median: at least the confidence asked for, unless too few samples. */
  coverage: number;
}

/**
 * The interval that holds the true median with at least `confidence` (0.95), from the samples' order alone: the j-th
 * smallest to the j-th largest, j the largest rank whose binomial tail (n samples, one half) stays within the rest.
 * It assumes nothing of the distribution, so it says how far a bench's median of a few noisy runs can be trusted.
 * Below 6 samples no such j exists at 0.95: the interval is then the smallest to the largest, with its lower coverage.
 */
export function medianInterval(samples: readonly number[], confidence = 0.95): MedianInterval {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  // tail: the chance that at most rank - 1 of the n samples fall below the true median, so that the interval misses it
  // on that side (the other side alike); term: the binomial probability of exactly k below.
  let term = 0.5 ** n;
  let tail = term;
  let rank = 1;
  for (let k = 1; k < n / 2; k++) {
    term = (term * (n - k + 1)) / k;
    if (tail + term > (1 - confidence) / 2) break;
    tail += term;
    rank = k + 1;
  }
  return { low: sorted[rank - 1], high: sorted[n - rank], coverage: 1 - 2 * tail };
}
