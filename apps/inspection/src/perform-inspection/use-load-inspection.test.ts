import '../test-support/fresh-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend, jsonResponse, restRows, type FakeRequest } from '@inspection/platform/testing';
import { bindScreenQuery, inspectionQueries, screenQueryKey } from '@inspection/platform-manifest';
import { readScreenQuery } from '@inspection/supabase-client';

import { loadInspection } from './use-load-inspection';
import { loadOutcome } from './load-outcome';
import { readSnapshot, writeOutbox, writeSnapshot } from './offline/device-store';
import { BOOKING_ID, inspectionRow, testInspection } from './test-inspection';

/** No connection: every request fails as the browser's fetch does offline. */
const offline = () =>
  installFakeBackend(() => {
    throw new TypeError('Failed to fetch');
  });
const answer = (value: string) => ({ value, lastUpdated: '2026-11-23T10:00:00Z' });
/** The whole read embeds the form (inspection_forms); the form-less read does not. */
const withForm = (request: FakeRequest) => (request.url.searchParams.get('select') ?? '').includes('inspection_forms');
const failure = (message: string) => jsonResponse(500, { code: 'XX000', message });

afterEach(() => vi.unstubAllGlobals());

describe('loading an inspection', () => {
  it('keeps every loaded inspection on the device, its form apart', async () => {
    const inspection = testInspection({ data: { a: answer('server') } });
    // The row embeds its booking and form, which the table's Row type does not hold: a plain route answers it.
    const fetch = installFakeBackend((request) => (request.path === 'inspection_data' ? restRows(request, [inspectionRow(inspection)]) : undefined));
    const loaded = await loadInspection(BOOKING_ID, new QueryClient());
    expect(loaded).toMatchObject({ inspection, fromDevice: false });
    await vi.waitFor(async () => expect(await readSnapshot(BOOKING_ID)).toEqual(inspection));
    expect(new URL(String(fetch.mock.calls[0][0])).searchParams.get('booking_id')).toBe(`eq.${BOOKING_ID}`);
  });

  it('takes the read the shell’s route started (one request), then leaves none in the cache for the next opening', async () => {
    const inspection = testInspection({ data: { a: answer('server') } });
    const fetch = installFakeBackend((request) => (request.path === 'inspection_data' ? restRows(request, [inspectionRow(inspection)]) : undefined));
    const queryClient = new QueryClient();
    // What apps/shell's route loader does with the manifest's screen query for /performinspection/{bookingId}.
    const routeQuery = bindScreenQuery(inspectionQueries.perform, { bookingId: BOOKING_ID })!;
    const key = screenQueryKey(routeQuery);
    void queryClient.prefetchQuery({ queryKey: key, queryFn: () => readScreenQuery(routeQuery), staleTime: routeQuery.staleTime });
    expect(await loadInspection(BOOKING_ID, queryClient)).toMatchObject({ inspection, fromDevice: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(key)).toBeUndefined();
    // The next opening reads the answers afresh.
    await loadInspection(BOOKING_ID, queryClient);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('without a connection shows the device copy with the unsent answers', async () => {
    await writeSnapshot(testInspection({ data: { a: answer('server') } }));
    await writeOutbox(BOOKING_ID, { answers: { b: answer('typed offline') }, marked: null });
    offline();
    const loaded = await loadInspection(BOOKING_ID, new QueryClient());
    expect(loaded.fromDevice).toBe(true);
    expect(loaded.inspection?.data).toEqual({ a: answer('server') });
    expect(loaded.outbox.answers).toEqual({ b: answer('typed offline') });
    expect(loadOutcome(BOOKING_ID, loaded.inspection, true)).toEqual({ ok: true });
  });

  it("with the answers on the device but not their form: 'Failed to load inspection form. Please try again.' to /admin", async () => {
    await writeSnapshot(testInspection({ bookingId: 'other-booking', formId: 'form-not-on-device', form: null }));
    offline();
    const loaded = await loadInspection('other-booking', new QueryClient());
    expect(loaded.fromDevice).toBe(true);
    expect(loaded.inspection?.form).toBeNull();
    expect(loadOutcome('other-booking', loaded.inspection, loaded.fromDevice)).toEqual({
      ok: false, message: 'Failed to load inspection form. Please try again.', to: '/admin',
    });
  });

  it("online, when the inspection answers without its form: 'Failed to load inspection form. Please try again.' to /admin", async () => {
    const inspection = testInspection({ bookingId: 'online-booking', form: null });
    installFakeBackend((request) => {
      if (request.path !== 'inspection_data') return undefined;
      return withForm(request) ? failure('form read failed') : restRows(request, [inspectionRow(inspection)]);
    });
    const loaded = await loadInspection('online-booking', new QueryClient());
    expect(loaded).toMatchObject({ fromDevice: false, formFailed: true });
    expect(loadOutcome('online-booking', loaded.inspection, loaded.fromDevice || loaded.formFailed)).toEqual({
      ok: false, message: 'Failed to load inspection form. Please try again.', to: '/admin',
    });
  });

  it('online, when the inspection itself cannot be read either, the error stands (Failed to load inspection data)', async () => {
    installFakeBackend((request) => (request.path === 'inspection_data' ? failure('down') : undefined));
    await expect(loadInspection('never-loaded-online', new QueryClient())).rejects.toMatchObject({ message: 'down' });
  });

  it('with nothing on the device the error stands', async () => {
    offline();
    await expect(loadInspection('never-loaded', new QueryClient())).rejects.toThrow('Failed to fetch');
  });
});
