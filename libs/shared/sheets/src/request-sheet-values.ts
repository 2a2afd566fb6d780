// One read of the spreadsheet service, as the reports and call-log sheets both make it: the anon key as apikey
// header (the service sits behind the backend's gateway), the staff session's bearer when there is one.
export interface SheetRequestOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** The signed-in staff member's access token, sent as a bearer token. */
  accessToken?: string | null;
}

/** The service's answer, for each sheet's own error handling. */
export function requestSheetValues(url: string, apiKey: string, options: SheetRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', apikey: apiKey };
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  return (options.fetch ?? fetch)(url, { headers, signal: options.signal });
}

/** The JSON body of an OK answer ({ values: rows }), or null when it is not JSON. */
export async function sheetValuesBody(response: Response): Promise<{ values?: unknown } | null> {
  return (await response.json().catch(() => null)) as { values?: unknown } | null;
}
