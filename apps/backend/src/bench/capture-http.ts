// Records the HTTP request supabase-js sends for a call, so the benchmark can also send exactly that
// request with plain fetch: the difference between the two is supabase-js's own per-request work
// (it looks up the session for every request), which is not the gateway's.
export interface CapturedRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
}

export function recordingFetch(): { fetch: typeof fetch; last: () => CapturedRequest } {
  let last: CapturedRequest | undefined;
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    last = {
      url: request.url,
      method: request.method,
      headers: [...request.headers.entries()],
      body: request.body ? await request.clone().text() : null,
    };
    return fetch(request);
  };
  return {
    fetch: recording,
    last: () => {
      if (!last) throw new Error('no request was recorded');
      return last;
    },
  };
}

/** Sends the captured request and reads its body as supabase-js would (JSON when there is one). */
export async function sendPlain(request: CapturedRequest): Promise<void> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  if (text) JSON.parse(text);
}
