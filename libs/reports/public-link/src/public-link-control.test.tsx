import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, jsonResponse } from '@inspection/platform/testing';
import { PublicLinkControl } from './public-link-control';

const BOOKING = '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

/** The backend's inspection_reports endpoint for one report (or none), recording the updates it gets. */
function installBackend(row: { public_link_enabled: boolean; public_link_expires_at: string | null } | null) {
  const patches: unknown[] = [];
  installFakeBackend(({ path, method, body, url }) => {
    if (path !== 'inspection_reports') throw new Error(`Unexpected request ${url.href}`);
    if (method === 'PATCH') {
      patches.push(body);
      Object.assign(row!, body);
    }
    return jsonResponse(200, row ? [row] : []);
  });
  return patches;
}

const renderControl = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PublicLinkControl bookingId={BOOKING} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PublicLinkControl', () => {
  it('switches the link off and shows what the buyer then sees', async () => {
    const user = userEvent.setup();
    const patches = installBackend({ public_link_enabled: true, public_link_expires_at: null });
    renderControl();
    const toggle = await screen.findByRole('switch', { name: 'Public link' });
    expect(screen.getByRole('region', { name: 'Buyer’s link' })).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('public-link-status')).toHaveTextContent('Switched off: the buyer sees ‘Report not found’.'));
    expect(patches).toEqual([{ public_link_enabled: false }]);
  });

  it('says when an expiry has passed', async () => {
    installBackend({ public_link_enabled: true, public_link_expires_at: '2020-01-02T00:00:00.000Z' });
    renderControl();
    expect(await screen.findByTestId('public-link-status')).toHaveTextContent(/^Expired after Jan [12], 2020/);
    expect(screen.getByRole('button', { name: 'Clear expiry' })).toBeInTheDocument();
  });

  it('shows nothing for a booking without a report yet', async () => {
    installBackend(null);
    const { container } = renderControl();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });
});
