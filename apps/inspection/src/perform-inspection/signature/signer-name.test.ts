import { describe, expect, it } from 'vitest';
import { signerName } from './signer-name';

const user = { email: 'anna@example.com', user_metadata: { full_name: 'Anna Account' } };

describe("the inspector's signature name", () => {
  it("is the linked inspector's full name first", () => {
    expect(signerName(user, '  Anna Inspector ')).toBe('Anna Inspector');
  });
  it("else the account's name, else its email", () => {
    expect(signerName(user, null)).toBe('Anna Account');
    expect(signerName({ email: 'x@example.com', user_metadata: { name: 'X Name' } }, '')).toBe('X Name');
    expect(signerName({ email: 'x@example.com', user_metadata: {} })).toBe('x@example.com');
    expect(signerName(null)).toBe('');
  });
});
