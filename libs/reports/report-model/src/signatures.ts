// Who signed a report: the inspector (required at submit) and the customer (optional), each {name, signed_at, path},
// path being SVG path data on a 600 x 200 box (a vector, so it prints crisply). Stored in
// inspection_reports.signatures and returned by get_public_report.
import { z } from 'zod';

export const SIGNATURE_BOX = { width: 600, height: 200 } as const;

/** Path data the pad writes: moves, lines and curves, numbers (the database checks the same). */
export const SIGNATURE_PATH = /^\s*[Mm][-+0-9MmLlCcQqZz.,eE\s]*$/;

export const signatureSchema = z.object({
  name: z.string().trim().min(1).max(200),
  signed_at: z.iso.datetime({ offset: true }),
  path: z.string().max(200_000).regex(SIGNATURE_PATH),
});
export type Signature = z.infer<typeof signatureSchema>;

export const reportSignaturesSchema = z.object({
  inspector: signatureSchema,
  customer: signatureSchema.nullable(),
});
export type ReportSignatures = z.infer<typeof reportSignaturesSchema>;

/** The signatures of a stored or public report, read leniently: an unreadable one is left out. */
export function readSignatures(value: unknown): { inspector: Signature | null; customer: Signature | null } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const one = (entry: unknown) => {
    const parsed = signatureSchema.safeParse(entry);
    return parsed.success ? parsed.data : null;
  };
  const signatures = { inspector: one(raw.inspector), customer: one(raw.customer) };
  return signatures.inspector || signatures.customer ? signatures : null;
}
