// The buyer's page's own CSS on top of the report's: on screen, the cards below the first screen (the damage list,
// the gallery, the detailed results, the disclaimer, the signatures) are laid out and painted only when they come
// near the viewport (content-visibility), so a phone shows the vehicle and its main picture sooner on a report with
// many annotated photos. Print lays out everything as before (screen only).
export const BUYER_PAGE_CSS =
  '@media screen{article[data-report-id]>.report-card,article[data-report-id]>section>.report-card' +
  '{content-visibility:auto;contain-intrinsic-size:auto 640px}}';
