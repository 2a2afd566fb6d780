// Date pickers (react-day-picker, <input type="date">) speak in the browser's local calendar dates, while the
// product's days are business days ('YYYY-MM-DD' in the business zone). These two convert between them by
// the calendar date alone, so the day a person picks is the day the query uses, whatever the browser's zone.

import { businessDay } from './business-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM-DD' a picker's local Date shows. */
export function dayOfPickerDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date a picker needs to show 'YYYY-MM-DD' as selected. */
export function pickerDateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Today in the business zone, as the local Date a picker shows (the default of 'today' filters). */
export function businessTodayPickerDate(now: Date = new Date()): Date {
  return pickerDateOfDay(businessDay(now));
}
