/** Where the spreadsheet service answers with one range's values (the reports and call-log sheets alike). */
export interface SheetLocation {
  baseUrl: string;
  spreadsheetId: string;
  apiKey: string;
}

export function sheetValuesUrl(sheet: SheetLocation, range: string): string {
  const base = sheet.baseUrl.replace(/\/+$/, '');
  return `${base}/v4/spreadsheets/${encodeURIComponent(sheet.spreadsheetId)}/values/${encodeURIComponent(range)}?key=${encodeURIComponent(sheet.apiKey)}`;
}
