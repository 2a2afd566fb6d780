import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRuntimeConfig, getSupabase } from '@inspection/platform';
import { WEBHOOK_FETCH_FAILED_MESSAGE } from '@inspection/reports-domain';

export interface WebhookRequest {
  url: string;
  apiKey: string;
  accessToken: string | undefined;
}

async function currentWebhookRequest(): Promise<WebhookRequest> {
  const config = getRuntimeConfig();
  const { data } = await getSupabase().auth.getSession();
  return { url: config.webhookUrl, apiKey: config.anonKey, accessToken: data.session?.access_token };
}

/** The sheets-webhook function's JSON, shown raw. */
export async function fetchWebhookData(
  request?: WebhookRequest,
  init: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<unknown> {
  const { url, apiKey, accessToken } = request ?? (await currentWebhookRequest());
  const doFetch = init.fetch ?? fetch;
  const response = await doFetch(url, {
    headers: { Authorization: `Bearer ${accessToken ?? apiKey}`, apikey: apiKey },
    signal: init.signal,
  });
  if (!response.ok) throw new Error(WEBHOOK_FETCH_FAILED_MESSAGE);
  return response.json();
}

export function webhookDataQueryOptions(request?: WebhookRequest) {
  return queryOptions({
    queryKey: ['reports', 'webhook', request?.url ?? 'configured'],
    queryFn: ({ signal }) => fetchWebhookData(request, { signal }),
    retry: false,
  });
}

export function useWebhookData(request?: WebhookRequest) {
  return useQuery(webhookDataQueryOptions(request));
}
