// The buyer's page's icon, inline: the product's icon (tools/build/favicon.svg, which the console's pages link), so
// the browser asks for no /favicon.ico (the reports origin has none: a 404 that could share a phone's slow
// connection with the main picture). buyer-page-first-response.test.ts holds it to that file.
const PRODUCT_ICON =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='6' fill='#0f172a'/>" +
  "<path d='M9 17l5 5 9-11' fill='none' stroke='#38bdf8' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'/></svg>";

/** A data address of the icon: only `#` escaped (the attribute is double-quoted; `<` and `>` may stay). */
export const BUYER_PAGE_ICON = `data:image/svg+xml,${PRODUCT_ICON.replace(/#/g, '%23')}`;
