import { describe, expect, it, vi } from 'vitest';

vi.mock('@inspection/platform', () => ({ getRuntimeConfig: vi.fn(), getSupabase: vi.fn() }));

import { fetchWebhookData } from './get-webhook-data';

const request = { url: 'http://localhost:54321/functions/v1/sheets-webhook', apiKey: 'anon', accessToken: 'jwt' };

describe('fetchWebhookData', () => {
  it('sends the bearer token and apikey and returns the JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true })));
    await expect(fetchWebhookData(request, { fetch: fetchMock })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(request.url, expect.objectContaining({
      headers: { Authorization: 'Bearer jwt', apikey: 'anon' },
    }));
  });
  it("throws 'Failed to fetch webhook data' on a non-OK answer", async () => {
    await expect(fetchWebhookData(request, { fetch: async () => new Response('', { status: 500 }) })).rejects.toThrow(
      'Failed to fetch webhook data',
    );
  });
});
