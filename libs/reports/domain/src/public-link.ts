import { addDays, businessDay, zonedTime } from '@inspection/shared-domain';

// The buyer's link of a stored report: staff switch it off and on or give it an expiry; the link
// itself (the booking id) never changes. get_public_report applies the same rule in the database.

export interface PublicLink {
  enabled: boolean;
  /** ISO timestamp; null = never expires. */
  expiresAt: string | null;
}

export type PublicLinkState = 'on' | 'off' | 'expired';

export function publicLinkState(link: PublicLink, now: Date = new Date()): PublicLinkState {
  if (!link.enabled) return 'off';
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'on';
}

export const PUBLIC_LINK_EXPIRY_IN_PAST_MESSAGE = 'Choose an expiry date in the future';

/**
 * An expiry picked as a calendar day (yyyy-MM-dd): the link works to the end of that day in the business
 * zone, i.e. it expires at the next business midnight. Null clears it.
 */
export function expiryFromDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return zonedTime(addDays(day, 1), '00:00').toISOString();
}

/** The yyyy-MM-dd an expiry shows in a date input: the last day on which the link still works. */
export function dayFromExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  return businessDay(new Date(new Date(expiresAt).getTime() - 1));
}

export function validateExpiryDay(day: string, now: Date = new Date()): string | null {
  const expiresAt = expiryFromDay(day);
  if (expiresAt && new Date(expiresAt).getTime() <= now.getTime()) return PUBLIC_LINK_EXPIRY_IN_PAST_MESSAGE;
  return null;
}
