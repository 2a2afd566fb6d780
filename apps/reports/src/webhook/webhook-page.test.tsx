import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WebhookPage from './webhook-page';
import { installFakeBackend, jsonResponse } from '@inspection/platform/testing';
import { renderScreen } from '../test-support';

const WEBHOOK = 'http://backend.test/functions/v1/sheets-webhook';

afterEach(() => vi.unstubAllGlobals());

describe('WebhookPage', () => {
  it('shows the spinner, then the raw JSON pretty-printed and the endpoint', async () => {
    const fetchMock = installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(200, { status: 'ok', rows: 3 }) : undefined));
    renderScreen(<WebhookPage />);
    expect(screen.getByRole('heading', { name: 'Webhook Details' })).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading webhook data' })).toBeInTheDocument();
    const pre = await screen.findByTestId('webhook-json');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe(JSON.stringify({ status: 'ok', rows: 3 }, null, 2));
    // keyboard users can reach and scroll the JSON block
    expect(screen.getByRole('region', { name: 'Webhook response JSON' })).toBe(pre);
    pre.focus();
    expect(pre).toHaveFocus();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === WEBHOOK);
    expect(call?.[1]?.headers).toMatchObject({ apikey: 'anon-key', Authorization: expect.stringMatching(/^Bearer /) });
  });

  it("shows 'Failed to fetch webhook data' on a non-OK answer", async () => {
    installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(500, {}) : undefined));
    renderScreen(<WebhookPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch webhook data');
  });

  it('shows the error message when the request throws', async () => {
    installFakeBackend(() => {
      throw new TypeError('Network request failed');
    });
    renderScreen(<WebhookPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
  });

  it("links 'Back to Reports' to /", async () => {
    installFakeBackend(({ url }) => (url.href === WEBHOOK ? jsonResponse(200, {}) : undefined));
    renderScreen(<WebhookPage />, { path: '/webhook', route: '/webhook' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Reports' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
