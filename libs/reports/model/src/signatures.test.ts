import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDateTime, readReportSignatures, readSignature, readSignatures, signatureProblem } from './signatures';
import { signatureCases } from './signature-cases';
import { seededRandom } from '@inspection/shared-domain';

const inspector = { name: 'Omar Haddad', signed_at: '2026-11-25T10:00:00.000Z', path: 'M 10 20 Q 30 40 50 60 L 70 80' };

describe('the signature rule (the same cases as the database, apps/backend/src/integration/signature-rules.test.ts)', () => {
  const now = Date.now();
  it.each(signatureCases(now))('$label: $problem', ({ signature, problem }) => {
    expect(signatureProblem(signature, now)).toBe(problem);
    expect(readSignature(signature) !== null).toBe(problem === null);
  });
});

describe('signature shapes', () => {
  it('accepts a name, a signing time and path data', () => {
    expect(readSignature(inspector)).toEqual(inspector);
    expect(readReportSignatures({ inspector, customer: null })).toEqual({ inspector, customer: null });
    expect(readReportSignatures({ inspector, customer: inspector })).toEqual({ inspector, customer: inspector });
  });

  it('refuses an empty name, a time that is none, a picture instead of path data', () => {
    expect(readSignature({ ...inspector, name: ' ' })).toBeNull();
    expect(readSignature({ ...inspector, signed_at: 'yesterday' })).toBeNull();
    expect(readSignature({ ...inspector, path: 'data:image/png;base64,AAAA' })).toBeNull();
    expect(readReportSignatures({ customer: null })).toBeNull();
    expect(readReportSignatures({ inspector })).toBeNull();
    expect(readReportSignatures({ inspector, customer: { name: 'x' } })).toBeNull();
  });

  it('takes RFC 3339 times with seconds and a zone, on real days only', () => {
    expect(isDateTime('2026-11-25T10:00:00Z')).toBe(true);
    expect(isDateTime('2026-11-25T14:00:00.123456+04:00')).toBe(true);
    expect(isDateTime('2024-02-29T00:00:00Z')).toBe(true);
    expect(isDateTime('2000-02-29T00:00:00Z')).toBe(true);
    expect(isDateTime('2026-02-29T00:00:00Z')).toBe(false);
    expect(isDateTime('1900-02-29T00:00:00Z')).toBe(false);
    expect(isDateTime('2026-04-31T00:00:00Z')).toBe(false);
    expect(isDateTime('2026-11-25T10:00Z')).toBe(false);
    expect(isDateTime('2026-11-25T10:00:00')).toBe(false);
    expect(isDateTime('2026-11-25T24:00:00Z')).toBe(false);
    expect(isDateTime('2026-11-25 10:00:00Z')).toBe(false);
  });

  it('reads stored signatures leniently', () => {
    expect(readSignatures({ inspector, customer: null })).toEqual({ inspector, customer: null });
    expect(readSignatures({ inspector: { name: 'x' }, customer: inspector })).toEqual({ inspector: null, customer: inspector });
    expect(readSignatures(null)).toBeNull();
    expect(readSignatures({})).toBeNull();
  });

  // The rules as the zod schemas these readers replaced wrote them, with the signature rule's later checks (names without
  // hidden characters, times from 2000 until a day ahead, path data with a drawing): the readers must accept and return what they do.
  const formerSignature = z.object({
    // eslint-disable-next-line no-control-regex -- the rule refuses control characters
    name: z.string().regex(/^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]*$/).transform((name) => name.replace(/^ +| +$/g, '')).pipe(z.string().min(1).max(200)),
    signed_at: z.iso.datetime({ offset: true }).refine((at) => Date.parse(at) >= Date.UTC(2000, 0, 1) && Date.parse(at) <= Date.now() + 86_400_000),
    path: z.string().refine((path) => signatureProblem({ name: 'x', signed_at: '2020-01-01T00:00:00Z', path }) === null),
  });
  const formerSignatures = z.object({ inspector: formerSignature, customer: formerSignature.nullable() });

  it('agree with the former zod schemas on 5,000 generated submits', () => {
    const { next: random, pick, chance } = seededRandom(11);
    const often = <T, U>(good: () => T, bad: readonly U[]) => (chance(0.85) ? good() : pick(bad));
    const two = (n: number) => String(n).padStart(2, '0');
    const time = () =>
      `${pick(['2026', '2024', '2000', '1900', '0000'])}-${two(1 + Math.floor(random() * 13))}-${two(Math.floor(random() * 32))}` +
      `T${two(Math.floor(random() * 25))}:${two(Math.floor(random() * 61))}${pick([':00', ':59', ':60', ':07.5', ''])}${pick(['Z', '+04:00', '-23:59', '+24:00', '+0400', ''])}`;
    const signature = () =>
      often(
        () => ({
          name: often(() => pick(['Omar Haddad', ' Sara ', 'ا'.repeat(200)]), ['  ', 'x'.repeat(201), 4]),
          signed_at: often(() => pick([time(), '2026-11-25T10:00:00.000Z', '2024-02-29T23:59:59+04:00']), ['yesterday', 5]),
          path: often(() => pick(['M 1 2 L 3 4', 'm0,0c1,1 2,2 3,3z']), ['data:image/png;base64,AAAA', 'L 1 2', 'M'.padEnd(200_001, '1')]),
          ...pick([{}, { extra: 1 }]),
        }),
        [null, 'x', {}, []],
      );
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const candidate = pick([{ inspector: signature(), customer: null }, { inspector: signature(), customer: signature() }, { inspector: signature() }, null]);
      const former = formerSignatures.safeParse(candidate);
      const read = readReportSignatures(candidate);
      expect(read !== null, JSON.stringify(candidate).slice(0, 300)).toBe(former.success);
      if (former.success) {
        expect(read).toEqual(former.data);
        accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(4900);
    // About 1.5 s alone (the 200,000-character paths); a busy CI machine once took past the default 5 s.
  }, 20_000);
});
