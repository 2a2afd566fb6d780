// A message to a customer as public.outbound_messages holds it (docs/areas/messages.md#kinds).
export type MessageKind = 'booking_confirmation' | 'booking_reminder' | 'booking_rescheduled' | 'booking_cancelled' | 'report_ready';
export type MessageStatus = 'queued' | 'sent' | 'failed';
export type CustomerLanguage = 'en' | 'ar';

export interface OutboundMessage {
  id: string;
  booking_id: string | null;
  kind: MessageKind;
  channel: string;
  recipient: string;
  language: string;
  subject: string;
  body_text: string;
  /** The SEQUENCE of the calendar invite it carries (confirmation, new time, cancellation); null for others. */
  invite_sequence: number | null;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  send_after: string;
  sent_at: string | null;
  created_at: string;
}

/** A message as a booking's details show it to office staff (booking_messages): no body, which only admins read. */
export type BookingMessage = Omit<OutboundMessage, 'body_text'>;

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  booking_confirmation: 'Booking confirmation',
  booking_reminder: 'Reminder',
  booking_rescheduled: 'Booking rescheduled',
  booking_cancelled: 'Booking cancelled',
  report_ready: 'Report ready',
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** The customer languages staff choose from (the console stays English; the names are each language's own). */
export const CUSTOMER_LANGUAGES: ReadonlyArray<{ value: CustomerLanguage; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];

export function languageLabel(language: string): string {
  return CUSTOMER_LANGUAGES.find((entry) => entry.value === language)?.label ?? language;
}

/** /messages' search: every word must appear in the recipient, the subject, the body, the kind or the status. */
export function matchesMessageSearch(message: OutboundMessage, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    message.recipient,
    message.subject,
    message.body_text,
    MESSAGE_KIND_LABELS[message.kind] ?? message.kind,
    MESSAGE_STATUS_LABELS[message.status] ?? message.status,
    message.booking_id ?? '',
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
