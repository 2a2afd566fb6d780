// Prefer, Accept and Range request headers as PostgREST interprets them.
import { RestError } from './errors';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  rollback: boolean;
  singleObject: boolean;
  /** `handling=strict` with `max-affected=n`. */
  maxAffected?: number;
  strict: boolean;
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { missingDefault: false, rollback: false, singleObject: false, strict: false };
  for (const token of (header ?? '').split(',')) {
    const [key, value] = token.trim().split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing') prefs.missingDefault = value === 'default';
    else if (key === 'tx') prefs.rollback = value === 'rollback';
    else if (key === 'params') prefs.singleObject = value === 'single-object';
    else if (key === 'handling') prefs.strict = value === 'strict';
    else if (key === 'max-affected' && /^\d+$/.test(value ?? '')) prefs.maxAffected = Number(value);
  }
  return prefs;
}

export interface AcceptInfo {
  single: boolean;
  stripNulls: boolean;
}

const ARRAY_TYPES = ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'];

export function parseAccept(header: string | null): AcceptInfo {
  if (!header) return { single: false, stripNulls: false };
  const offers = header.split(',').map((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return { type, stripNulls: params.includes('nulls=stripped') };
  });
  for (const offer of offers) {
    if (offer.type === 'application/vnd.pgrst.object+json' || offer.type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls: offer.stripNulls };
    }
    if (ARRAY_TYPES.includes(offer.type)) return { single: false, stripNulls: offer.stripNulls };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offers.map((o) => o.type).join(', ')}`);
}

/** `Range: 0-9` → offset 0, limit 10. */
export function parseRange(header: string | null): { offset: number; limit?: number } | null {
  const m = header ? /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header) : null;
  if (!m) return null;
  const offset = Number(m[1]);
  return m[2] === '' ? { offset } : { offset, limit: Math.max(0, Number(m[2]) - offset + 1) };
}
