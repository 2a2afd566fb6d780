// How many filter conditions one request may carry. Each condition is evaluated for every row a
// filter reads, and on the embedded database (single-threaded, with no statement_timeout) a 400-term
// `or` held every other client for seconds; 100 conditions cover any screen's search.
import { RestError } from './errors';
import type { Condition } from './parse-filters';

export const MAX_FILTER_CONDITIONS = 100;

/** Leaves of a condition: 1 for a filter, the sum of its items for an and/or tree. */
export function countConditions(condition: Condition): number {
  return condition.kind === 'logic' ? condition.children.reduce((sum, child) => sum + countConditions(child), 0) : 1;
}

export function tooManyConditions(counted: number): RestError {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse filter (too many conditions)"`,
    `The request has at least ${counted} filter conditions; at most ${MAX_FILTER_CONDITIONS} are allowed (each and/or item counts one)`,
    'Split the request, or use the `in` operator for a list of values',
  );
}
