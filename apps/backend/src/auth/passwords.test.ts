// bcrypt's cost: GoTrue's 10 unless PASSWORD_HASH_COST says otherwise (the test harnesses set 4), and a bad value
// stops the backend with a message instead of hashing at a cost nobody chose.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, dummyPasswordHash, hashPassword, passwordHashCostFrom, setPasswordHashCost, verifyPassword } from './passwords';

const costOf = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);
const before = setPasswordHashCost(4);
afterAll(() => void setPasswordHashCost(before));

describe('the password hash cost', () => {
  it("is GoTrue's 10 when PASSWORD_HASH_COST is not set", () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(10);
    expect(passwordHashCostFrom(undefined)).toBe(10);
    expect(passwordHashCostFrom('')).toBe(10);
  });

  it("takes a whole number from bcrypt's 4 to 31 and refuses anything else", () => {
    expect(passwordHashCostFrom('4')).toBe(4);
    expect(passwordHashCostFrom('12')).toBe(12);
    for (const bad of ['3', '32', '10.5', 'ten', '-1']) {
      expect(() => passwordHashCostFrom(bad)).toThrow(`PASSWORD_HASH_COST must be a whole number from 4 to 31, not '${bad}'`);
    }
  });

  it('hashes new passwords at the cost set, and checks hashes of any cost', async () => {
    const cheap = await hashPassword('secret-1');
    expect(costOf(cheap)).toBe(4);
    setPasswordHashCost(10);
    const real = await hashPassword('secret-1');
    expect(costOf(real)).toBe(10);
    expect(costOf(await dummyPasswordHash())).toBe(10);
    setPasswordHashCost(4);
    expect(costOf(await dummyPasswordHash())).toBe(4);
    expect(await verifyPassword('secret-1', real)).toBe(true);
    expect(await verifyPassword('secret-1', cheap)).toBe(true);
    expect(await verifyPassword('secret-2', cheap)).toBe(false);
  });
});
