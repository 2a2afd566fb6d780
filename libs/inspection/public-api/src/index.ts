// Public API of the inspection slice: what other areas may use. Add a name here only when another area needs it.
// A booking's details show its inspection's state and start one.
export * from './get-booking-inspection';
export * from './start-inspection';
