// The date step's calendar in Arabic: Arabic month and day names, Arabic-Indic digits (react-day-picker's own
// locale; this chunk is the date step's, loaded once the customer reaches it).
import { ar } from 'react-day-picker/locale';

export const arabicCalendar = { locale: ar, numerals: 'arab' } as const;
