// The stored report's shape and the rules every reader of it shares (the buyer's copy, the damage severity): the
// reports slice's published language. The inspection slice builds a report in this shape.
export * from './buyer-view';
export * from './damage-rules';
export * from './public-report';
export * from './report-groups';
export * from './signatures';
export * from './report-marks';
