import { describe, expect, it } from 'vitest';
import { readSignatures, reportSignaturesSchema, signatureSchema } from './signatures';

const inspector = { name: 'Omar Haddad', signed_at: '2026-11-25T10:00:00.000Z', path: 'M 10 20 Q 30 40 50 60 L 70 80' };

describe('signature shapes', () => {
  it('accepts a name, a signing time and path data', () => {
    expect(signatureSchema.parse(inspector)).toEqual(inspector);
    expect(reportSignaturesSchema.parse({ inspector, customer: null })).toEqual({ inspector, customer: null });
  });

  it('refuses an empty name, a time that is none, a picture instead of path data', () => {
    expect(signatureSchema.safeParse({ ...inspector, name: ' ' }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...inspector, signed_at: 'yesterday' }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...inspector, path: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(reportSignaturesSchema.safeParse({ customer: null }).success).toBe(false);
  });

  it('reads stored signatures leniently', () => {
    expect(readSignatures({ inspector, customer: null })).toEqual({ inspector, customer: null });
    expect(readSignatures({ inspector: { name: 'x' }, customer: inspector })).toEqual({ inspector: null, customer: inspector });
    expect(readSignatures(null)).toBeNull();
    expect(readSignatures({})).toBeNull();
  });
});
