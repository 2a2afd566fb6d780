// One queued row as an email: subject and text as the database wrote them, the language as Content-Language, a
// Message-ID from the row's id (a receiver can tell a resend from a new message), and for a confirmation, a new
// time or a cancellation of a timed booking the calendar invite built from the booking as it is now, with the
// row's invite_sequence as its SEQUENCE (docs/areas/messages.md#the-calendar-invite).
import type { SendMailOptions } from 'nodemailer';
import { INVITE_MESSAGE_KINDS, messageInvite, type InviteBooking } from '@inspection/messages-domain';
import type { Queryable } from '../db/query-interface';

export interface ClaimedMessage {
  id: string;
  booking_id: string | null;
  kind: string;
  recipient: string;
  language: string;
  subject: string;
  body_text: string;
  attempts: number;
  invite_sequence: number | null;
}

/** The bookings the claimed messages with an invite are about, with the type's name in the booking's language. */
export async function inviteBookings(db: Queryable, messages: ClaimedMessage[]): Promise<Map<string, InviteBooking>> {
  const ids = [...new Set(messages.filter((m) => INVITE_MESSAGE_KINDS.includes(m.kind) && m.booking_id).map((m) => m.booking_id!))];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<InviteBooking>(
    `select b.id::text, b.status, b.created_via, (select p.name from public.business_profile p limit 1) as business_name,
            to_json(b.start_time) #>> '{}' as start_time, to_json(b.end_time) #>> '{}' as end_time, b.language, b.vehicle_year, b.vehicle_make, b.vehicle_model,
            b.reversegeocoded_address, b.location_address, b.latitude, b.longitude,
            case when b.language = 'ar' then coalesce(nullif(btrim(t.name), ''), t.name_en)
                 else coalesce(nullif(btrim(t.name_en), ''), t.name) end as inspection_type_name
       from public.bookings b left join public.inspection_types t on t.id = b.inspection_type_id
      where b.id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export function messageEmail(message: ClaimedMessage, from: string, booking?: InviteBooking): SendMailOptions {
  const invite = booking ? messageInvite(message, booking, addressOf(from)) : null;
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    messageId: `<${message.id}.${message.attempts}@vehicle-inspection>`,
    headers: { 'Content-Language': message.language, 'X-Outbound-Message-Id': message.id },
    ...(invite ? { icalEvent: { method: invite.method, filename: 'invite.ics', content: invite.content } } : {}),
  };
}

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
