const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Booking ids are uuids; anything else (a spreadsheet row id such as RPT-1001) is not. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
