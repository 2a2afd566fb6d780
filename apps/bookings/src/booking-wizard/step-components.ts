// The wizard's later steps as the staff console loads them: with the wizard. The customers' /book build swaps this
// module for lazy-steps.ts (rsbuild.book.config.ts), where each step is its own chunk; both export the same names.
export { LocationStep } from './location-step';
export { DateTimeStep } from './datetime-step';
export { DetailsStep } from './details-step';
export { BookingSummary } from './booking-summary';
export { BookingSuccess } from './booking-success';

/** Nothing to fetch ahead: the steps came with the wizard. */
export function preloadLocationStep(): void {}
