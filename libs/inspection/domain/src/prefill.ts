// With no saved answers, the form starts from the booking: seven fields, found by title.
import type { EditorTemplate } from '@inspection/forms-template-model';
import { formatPhone } from '@inspection/shared-domain';
import { textAnswer, type InspectionAnswers } from './answers';

export interface PrefillBooking {
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
  vehicle_make?: string | null;
  vehicle_model?: string | null;
  vehicle_year?: number | string | null;
  start_time?: string | null;
}

type Mapping = (booking: PrefillBooking, timeZone: string) => string | null | undefined;

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/** Field title (compared without case or surrounding blanks) to the booking value it starts with. */
export const PREFILL_MAPPINGS: Record<string, Mapping> = {
  'customer name': (b) => text(b.customer_name),
  email: (b) => text(b.customer_email),
  'phone number': (b) => (b.customer_phone ? formatPhone(b.customer_phone) : undefined),
  'vehicle brand': (b) => text(b.vehicle_make),
  'vehicle model': (b) => text(b.vehicle_model),
  'vehicle year': (b) => text(b.vehicle_year),
  'inspection date and time': (b, timeZone) => (b.start_time ? toDateTimeLocal(b.start_time, timeZone) : undefined),
};

/** 'yyyy-MM-ddTHH:mm' of an instant in a time zone: the value a datetime-local input takes. */
export function toDateTimeLocal(iso: string, timeZone: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Answers for the prefilled fields only; top-level text fields, first field of each title. */
export function prefillAnswers(
  template: Pick<EditorTemplate, 'sections'>,
  booking: PrefillBooking,
  now: string,
  timeZone = 'Asia/Dubai',
): InspectionAnswers {
  const answers: InspectionAnswers = {};
  const used = new Set<string>();
  for (const section of template.sections) {
    for (const field of section.fields) {
      const title = field.title.trim().toLowerCase();
      const mapping = PREFILL_MAPPINGS[title];
      if (field.type !== 'text' || !mapping || used.has(title)) continue;
      const value = mapping(booking, timeZone);
      if (value === undefined || value === null || value === '') continue;
      used.add(title);
      answers[field.id] = textAnswer(value, now);
    }
  }
  return answers;
}
