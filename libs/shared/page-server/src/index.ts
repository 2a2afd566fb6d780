// Public API of @inspection/page-server: what the apps' server-rendered public pages share (the buyer's report on
// the reports origin, /book on the bookings origin): their server bundle, their inline CSS and the HTML answer
// (whole, or streamed head first).
export * from './build-server-bundle';
export * from './compile-page-css';
export * from './compression';
export * from './send-html';
export * from './stream-html';
export * from './used-css';
