// @inspection/ui/calendar — the single-day calendar and its popover (react-day-picker, date-fns, Radix popover):
// the heaviest part of the design system, loaded only by the screens that pick dates.
export { Calendar, type CalendarProps } from './calendar';
export { DatePickerPopover, type DatePickerPopoverProps } from './date-picker-popover';
