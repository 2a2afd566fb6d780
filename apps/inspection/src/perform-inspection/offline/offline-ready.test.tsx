// 'Available offline' on the perform screen once the service worker's warm-up is done (apps/shell/public/sw.js keeps
// its mark in the cache and tells the page; docs/areas/inspection.md#autosave-and-offline).
import '../../test-support/fresh-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, tableRoute } from '@inspection/platform/testing';
import { emptyOutbox } from './device-store';
import { InspectionForm } from '../inspection-form';
import { OFFLINE_READY_TEXT } from '../sticky-bar';
import { testInspection } from '../test-inspection';
import { OFFLINE_READY_MESSAGE, OFFLINE_READY_PATH } from './use-offline-ready';

/** A service worker container and a cache: `warmed` says whether the worker's mark is there. */
function fakeWorker({ active = true, warmed = false } = {}) {
  const listeners = new Map<string, (event: { data?: unknown }) => void>();
  const worker = { warmed };
  vi.stubGlobal('caches', { match: async (key: string) => (worker.warmed && key === new URL(OFFLINE_READY_PATH, location.origin).href ? new Response('t') : undefined) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ active: active ? {} : null }),
      addEventListener: (type: string, listener: (event: { data?: unknown }) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    },
  });
  return { worker, tell: (data: unknown) => listeners.get('message')?.({ data }) };
}

function renderForm() {
  installFakeBackend(tableRoute('condition_codes', () => []));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InspectionForm inspection={testInspection()} outbox={emptyOutbox()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('offline status', () => {
  it("says 'Available offline' when the warm-up was done before the screen opened", async () => {
    fakeWorker({ warmed: true });
    renderForm();
    expect(await screen.findByText(OFFLINE_READY_TEXT)).toBeInTheDocument();
  });

  it('says it once the worker tells the warm-up is done, not before', async () => {
    const { worker, tell } = fakeWorker();
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(OFFLINE_READY_TEXT)).not.toBeInTheDocument();
    worker.warmed = true;
    await act(async () => tell({ type: OFFLINE_READY_MESSAGE }));
    expect(await screen.findByText(OFFLINE_READY_TEXT)).toBeInTheDocument();
  });

  it('says nothing without an active worker', async () => {
    fakeWorker({ active: false, warmed: true });
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(OFFLINE_READY_TEXT)).not.toBeInTheDocument();
  });

  it('gives way to the offline indicator while offline', async () => {
    fakeWorker({ warmed: true });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Offline: changes are saved on this device')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_READY_TEXT)).not.toBeInTheDocument();
    online.mockRestore();
  });
});
