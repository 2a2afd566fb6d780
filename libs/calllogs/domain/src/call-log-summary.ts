// Everything the call-logs screen shows, from the parsed calls in one pass per range:
// the four counts, the numbers that need a callback, and the calls grouped by number.
import type { CallLogEntry } from './call-log-entry';
import { inRange, type CallLogRange } from './call-log-range';
import { normalizePhone, PHONE_INPUT_PATTERN } from '@inspection/shared-domain';

export interface CallTypeCounts {
  missed: number;
  incoming: number;
  outgoing: number;
  rejected: number;
}

export interface CallGroup {
  phone_key: string;
  /** As the latest call wrote it. */
  phone_number: string;
  /** The latest non-empty contact name of the number's calls, or ''. */
  contact_name: string;
  /** Newest first. */
  calls: CallLogEntry[];
  last_call_time_ms: number;
  last_call: CallLogEntry;
  /** Lower-case names and the key, for search. */
  search_names: string;
}

export interface NeedsCallbackEntry {
  phone_number: string;
  phone_key: string;
  last_call_time: string;
  last_call_time_ms: number;
  call_status: string;
  contact_name: string;
  all_calls: CallLogEntry[];
}

export interface CallLogSummary {
  counts: CallTypeCounts;
  needsCallback: NeedsCallbackEntry[];
  /** Every number with calls in the range, the most recent call first. */
  groups: CallGroup[];
  callsInRange: number;
}

const CALLBACK_TYPES = new Set(['missed', 'rejected']);

export function summariseCallLogs(entries: readonly CallLogEntry[], range: CallLogRange): CallLogSummary {
  const counts: CallTypeCounts = { missed: 0, incoming: 0, outgoing: 0, rejected: 0 };
  const byKey = new Map<string, CallLogEntry[]>();
  // A number's latest call over the whole sheet decides whether it still needs a callback.
  const latestOverall = new Map<string, CallLogEntry>();
  let callsInRange = 0;
  const from = range.start.getTime();
  const to = range.end.getTime();

  for (const entry of entries) {
    const ms = entry.call_time_ms;
    const seen = latestOverall.get(entry.phone_key);
    if (!seen || ms > seen.call_time_ms) latestOverall.set(entry.phone_key, entry);
    if (!(ms >= from && ms <= to)) continue;
    callsInRange++;
    switch (entry.call_type) {
      case 'missed':
        counts.missed++;
        break;
      case 'incoming':
        counts.incoming++;
        break;
      case 'outgoing':
        counts.outgoing++;
        break;
      case 'rejected':
        counts.rejected++;
        break;
    }
    const calls = byKey.get(entry.phone_key);
    if (calls) calls.push(entry);
    else byKey.set(entry.phone_key, [entry]);
  }

  const groups: CallGroup[] = [];
  for (const [key, calls] of byKey) {
    calls.sort((a, b) => b.call_time_ms - a.call_time_ms);
    const names = new Set<string>();
    for (const call of calls) if (call.contact_name) names.add(call.contact_name.toLowerCase());
    groups.push({
      phone_key: key,
      phone_number: calls[0].phone_number,
      contact_name: calls.find((c) => c.contact_name)?.contact_name ?? '',
      calls,
      last_call_time_ms: calls[0].call_time_ms,
      last_call: calls[0],
      search_names: [...names].join('\n'),
    });
  }
  groups.sort((a, b) => b.last_call_time_ms - a.last_call_time_ms);

  const needsCallback: NeedsCallbackEntry[] = [];
  for (const group of groups) {
    const latest = latestOverall.get(group.phone_key)!;
    if (!CALLBACK_TYPES.has(latest.call_type) || !inRange(latest.call_time_ms, range)) continue;
    needsCallback.push({
      phone_number: group.phone_number,
      phone_key: group.phone_key,
      last_call_time: latest.call_time,
      last_call_time_ms: latest.call_time_ms,
      call_status: latest.call_type,
      contact_name: group.contact_name,
      all_calls: group.calls,
    });
  }

  return { counts, needsCallback, groups, callsInRange };
}

/**
 * Search: a part of the number (as written, or in its normalised form) or, case-insensitively,
 * a part of a contact name of the number's calls.
 */
export function searchCallGroups(groups: readonly CallGroup[], search: string): readonly CallGroup[] {
  const query = search.trim().toLowerCase();
  if (!query) return groups;
  const compact = query.replace(/[\s().-]/g, '');
  // A query that is a number (any writing, Arabic-Indic digits too) is read as the key is: normalizePhone.
  const key = PHONE_INPUT_PATTERN.test(query) ? normalizePhone(query) : '';
  const hasDigits = /\d/.test(compact) || key !== '';
  return groups.filter(
    (g) =>
      g.search_names.includes(query) ||
      (hasDigits && (g.phone_number.replace(/[\s().-]/g, '').includes(compact) || (key !== '' && g.phone_key.includes(key)))),
  );
}

/** Badge colour of a call type: incoming green, outgoing blue, missed red; other types yellow, or gray in the main list. */
export type CallTypeTone = 'green' | 'blue' | 'red' | 'yellow' | 'gray';

export function callTypeTone(callType: string, list: 'callback' | 'main'): CallTypeTone {
  switch (callType.toLowerCase()) {
    case 'incoming':
      return 'green';
    case 'outgoing':
      return 'blue';
    case 'missed':
      return 'red';
    default:
      return list === 'main' ? 'gray' : 'yellow';
  }
}

/** '0s', '45s', '2m 5s', '1h 2m 3s'. */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h) return `${h}h ${m}m ${rest}s`;
  if (m) return `${m}m ${rest}s`;
  return `${rest}s`;
}
