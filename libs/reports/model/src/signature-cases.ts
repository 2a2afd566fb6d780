// The cases of the signature rule, shared by libs/reports/model's unit test and the backend's test of the database's
// signature_problem: one rule on both sides (docs/areas/inspection.md#signatures), checked with the same inputs.
import type { SignatureProblem } from './signatures';

export interface SignatureCase {
  label: string;
  signature: { name: unknown; signed_at: unknown; path: unknown };
  problem: SignatureProblem | null;
}

/** Each case's signature, and the problem both sides name for it (null: accepted), around the time `now`. */
export function signatureCases(now: number): SignatureCase[] {
  const hoursFromNow = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  const base = { name: 'Omar Haddad', signed_at: hoursFromNow(-1), path: 'M10 20 Q30 40 50 60 L70 80' };
  const accepted = (label: string, change: Partial<SignatureCase['signature']>): SignatureCase => ({ label, signature: { ...base, ...change }, problem: null });
  const refused = (problem: SignatureProblem, label: string, change: Partial<SignatureCase['signature']>): SignatureCase => ({
    label, signature: { ...base, ...change }, problem,
  });
  return [
    accepted('the pad: moves, quadratic curves and lines', {}),
    accepted('a tap', { path: 'M5 5 l0.1 0' }),
    accepted('horizontal and vertical lines, closed', { path: 'M0 0 H10 V10 h-5 v-5 Z' }),
    accepted('smooth curves', { path: 'M10 10 S20 20 30 30 T40 40 50 50 s1 1 2 2 t3 3' }),
    accepted('arcs', { path: 'M10 10 A5 5 0 0 1 20 20 a5,5 0 1,0 -10-10' }),
    accepted('cubic curves, exponents and signs without spaces', { path: 'm1e1-2.5 c1 1 2 2 3 3z' }),
    accepted('a move with lines after it', { path: 'm1 2 3 4' }),
    accepted('an Arabic name of 200 letters', { name: 'ا'.repeat(200) }),
    accepted("spaces, dots, hyphens and apostrophes", { name: " Jean-Luc O'Neil Jr. " }),
    accepted('the first day of 2000', { signed_at: '2000-01-01T00:00:00Z' }),
    accepted('a clock an hour ahead', { signed_at: hoursFromNow(1) }),
    accepted('another zone', { signed_at: '2024-02-29T23:59:59.123456+04:00' }),
    refused('signature_drawing_empty', 'no path', { path: '' }),
    refused('signature_drawing_empty', 'spaces', { path: '   ' }),
    refused('signature_drawing_empty', 'a move only', { path: 'M10 10' }),
    refused('signature_drawing_empty', 'moves and a close', { path: 'M10 10 m5 5 Z' }),
    refused('signature_drawing_empty', 'not a string', { path: 42 }),
    refused('signature_path_invalid', 'just M', { path: 'M' }),
    refused('signature_path_invalid', 'no move first', { path: 'L 1 2' }),
    refused('signature_path_invalid', 'a picture', { path: 'data:image/png;base64,AAAA' }),
    refused('signature_path_invalid', 'a line without its y', { path: 'M1 2 L3' }),
    refused('signature_path_invalid', 'a curve short of numbers', { path: 'M1 2 C1 2 3 4' }),
    refused('signature_path_invalid', 'an arc short of numbers', { path: 'M1 2 A1 1 0 0 1 2' }),
    refused('signature_path_invalid', 'numbers after a close', { path: 'M1 2 L3 4 Z 3' }),
    refused('signature_path_invalid', 'a stray exponent', { path: 'M1 2 L3 4 e5' }),
    refused('signature_path_invalid', 'a semicolon', { path: 'M1 2 L3;4' }),
    refused('signature_path_invalid', 'a no-break space', { path: 'M1 2\u00a0L3 4' }),
    refused('signature_path_invalid', 'longer than 200,000 characters', { path: 'M0 0' + ' L1 1'.repeat(40_000) }),
    refused('signature_time_invalid', 'epoch', { signed_at: 'epoch' }),
    refused('signature_time_invalid', 'infinity', { signed_at: 'infinity' }),
    refused('signature_time_invalid', 'a day only', { signed_at: '9999-12-31' }),
    refused('signature_time_invalid', 'before Christ', { signed_at: '4713-11-24 BC' }),
    refused('signature_time_invalid', 'the year 9999', { signed_at: '9999-12-31T00:00:00Z' }),
    refused('signature_time_invalid', 'before 2000', { signed_at: '1999-12-31T23:59:59Z' }),
    refused('signature_time_invalid', 'two days ahead', { signed_at: hoursFromNow(48) }),
    refused('signature_time_invalid', '30 February', { signed_at: '2026-02-30T10:00:00Z' }),
    refused('signature_time_invalid', 'hour 24', { signed_at: '2026-11-25T24:00:00Z' }),
    refused('signature_time_invalid', 'no zone', { signed_at: '2026-11-25T10:00:00' }),
    refused('signature_time_invalid', 'not a string', { signed_at: 5 }),
    refused('signature_name_invalid', 'spaces', { name: '   ' }),
    refused('signature_name_invalid', '201 characters', { name: 'x'.repeat(201) }),
    refused('signature_name_invalid', 'a bell', { name: 'Omar\u0007' }),
    refused('signature_name_invalid', 'a line break', { name: 'Omar\nHaddad' }),
    refused('signature_name_invalid', 'a tab at its end', { name: 'Omar\t' }),
    refused('signature_name_invalid', 'a right-to-left override', { name: '\u202eradaH ramO' }),
    refused('signature_name_invalid', 'a direction isolate', { name: 'Sara\u2066' }),
    refused('signature_name_invalid', 'not a string', { name: 4 }),
  ];
}
