// @vitest-environment node
// The call-log reader on the embedded backend's spreadsheet service, through fetch with a staff session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { fetchCallLogSheet, type CallLogProgress } from './get-call-log-sheet';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

describe('the call-log sheet', () => {
  it('counts the rows, then reads every 500-row batch from row 2 with the staff bearer token', async () => {
    const session = (await backend.client.auth.getSession()).data.session!;
    const requests: Array<{ url: string; auth: string | null }> = [];
    const progress: CallLogProgress[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      requests.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return fetch(input, init);
    };
    const source = { baseUrl: `${backend.url}/sheets`, spreadsheetId: 'call-logs-demo', sheet: 'Call logs', apiKey: backend.anonKey };
    const calls = await fetchCallLogSheet(source, { fetch: recordingFetch, accessToken: session.access_token, onProgress: (p) => progress.push(p) });

    const total = progress[progress.length - 1].totalRows!;
    expect(calls.length).toBe(total);
    expect(progress[progress.length - 1].loadedRows).toBe(total);
    const ranges = requests.map((r) => decodeURIComponent(new URL(r.url).pathname.split('/values/')[1]));
    expect(ranges[0]).toBe("'Call logs'!A:A");
    expect(ranges[1]).toBe("'Call logs'!A2:F501");
    expect(ranges).toHaveLength(1 + Math.ceil(total / 500));
    expect(requests.every((r) => r.auth === `Bearer ${session.access_token}`)).toBe(true);
    expect(calls.every((c) => ['incoming', 'outgoing', 'missed', 'rejected'].includes(c.call_type))).toBe(true);
  });

  it('names what failed', async () => {
    const accessToken = (await backend.client.auth.getSession()).data.session!.access_token;
    const source = { baseUrl: `${backend.url}/sheets`, spreadsheetId: 'no-such-sheet', sheet: 'Call logs', apiKey: backend.anonKey };
    await expect(fetchCallLogSheet(source, { accessToken })).rejects.toThrow('Failed to fetch total rows');
    let call = 0;
    const failSecondBatch: typeof fetch = (input, init) => (++call === 3 ? Promise.resolve(new Response('{}', { status: 500 })) : fetch(input, init));
    const demo = { ...source, spreadsheetId: 'call-logs-demo' };
    await expect(fetchCallLogSheet(demo, { fetch: failSecondBatch, concurrency: 1, accessToken })).rejects.toThrow('Failed to fetch batch from rows 502-1001');
  });
});
