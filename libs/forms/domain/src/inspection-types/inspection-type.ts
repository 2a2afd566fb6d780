// An inspection type as stored.
export interface InspectionType {
  id: string;
  name: string | null;
  name_en: string | null;
  tag: string | null;
  duration_minutes: number | null;
  actual_price: number | null;
  current_price: number | null;
  created_at: string;
  /** What the inspection includes, one line each, in display order. */
  features: string[];
  // The Arabic card (migration 0096; always answered by the database, optional for older copies and fixtures).
  /** The tag in Arabic (null: the Arabic card shows `tag`). */
  tag_ar?: string | null;
  /** What the inspection includes in Arabic, one line each (empty: the Arabic card shows `features`). */
  features_ar?: string[];
}

/** Option text in the template editor: the English name (or the name) plus the tag in brackets. */
export function inspectionTypeOptionLabel(type: Pick<InspectionType, 'name' | 'name_en' | 'tag'>): string {
  const name = type.name_en || type.name || '';
  return type.tag ? `${name} (${type.tag})` : name;
}

/** 'AED 450 + VAT', with up to two decimals. */
export function formatAedPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(Number(value))) return '—';
  const amount = Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `AED ${amount} + VAT`;
}

/** What to show under the form when the database refuses a write. */
export function inspectionTypeErrorMessage(error: unknown): string {
  const e = (error ?? {}) as { code?: string; message?: string };
  if (e.code === '23503') return 'This inspection type is used by form templates or bookings and cannot be deleted.';
  return e.message || 'Something went wrong. Please try again.';
}
