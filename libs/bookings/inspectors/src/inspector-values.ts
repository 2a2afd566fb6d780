// The inspector form's values and their checks (Settings, Inspectors).
import type { Inspector, InspectorWrite } from '@inspection/bookings-data-access';
import { formatPhone, toStoredPhone } from '@inspection/shared-domain';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface InspectorValues {
  full_name: string;
  phone: string;
  working_days: number[];
  work_start: string;
  work_end: string;
}

export const NEW_INSPECTOR: InspectorValues = { full_name: '', phone: '', working_days: [0, 1, 2, 3, 4, 5, 6], work_start: '08:00', work_end: '21:00' };

export const valuesOf = (i: Inspector): InspectorValues => ({
  full_name: i.full_name, phone: i.phone ? formatPhone(i.phone) : '', working_days: [...i.working_days], work_start: i.work_start.slice(0, 5), work_end: i.work_end.slice(0, 5),
});

/** The first problem with the values, or the row to write. */
export function checkInspector(v: InspectorValues): { error: string } | { write: InspectorWrite } {
  if (!v.full_name.trim()) return { error: 'Full Name is required' };
  // One stored form (E.164), as the database stores it (docs/areas/crm.md#phone-numbers).
  const phone = v.phone.trim() === '' ? null : toStoredPhone(v.phone);
  if (v.phone.trim() !== '' && !phone) return { error: 'Please enter a valid phone number' };
  if (v.working_days.length === 0) return { error: 'Choose at least one working day' };
  if (!v.work_start || !v.work_end || v.work_end <= v.work_start) return { error: 'End time must be after the start time' };
  return {
    write: { full_name: v.full_name.trim(), phone, working_days: [...v.working_days].sort(), work_start: v.work_start, work_end: v.work_end },
  };
}

/** 'Sun–Sat' for every day, else the days' short names. */
export function workingDaysLabel(days: readonly number[]): string {
  return days.length === 7 ? 'Every day' : [...days].sort().map((d) => WEEKDAYS[d]).join(', ');
}
