// Deterministic ids for tests: 'id-1', 'id-2', ...
import type { IdFactory } from '@inspection/forms-template-model';

export function sequentialIds(prefix = 'id'): IdFactory {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
