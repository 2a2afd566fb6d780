// For a test file whose claims rest on a compare's real cost: while it runs, new password hashes (its accounts, the
// dummy hash unknown emails are compared against) are made at the production cost, not the test harness's cheap one.
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, setPasswordHashCost } from '../auth/passwords';

/** Call before the hooks that create the file's accounts (hooks run in the order they are registered). */
export function hashAtProductionCost(): void {
  let before: number;
  beforeAll(() => {
    before = setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST);
  });
  afterAll(() => void setPasswordHashCost(before));
}
