import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const data = vi.hoisted(() => ({ getInspection: vi.fn(), getInspectionWithoutForm: vi.fn() }));
vi.mock('@inspection/inspection-data-access', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/inspection-data-access')>()),
  getInspection: data.getInspection,
  getInspectionWithoutForm: data.getInspectionWithoutForm,
}));

import { loadInspection } from './use-load-inspection';
import { loadOutcome } from './load-outcome';
import { readSnapshot, writeOutbox, writeSnapshot } from './offline/device-store';
import { BOOKING_ID, testInspection } from './test-inspection';

const offline = () => {
  data.getInspection.mockRejectedValue(new TypeError('Failed to fetch'));
  data.getInspectionWithoutForm.mockRejectedValue(new TypeError('Failed to fetch'));
};
const answer = (value: string) => ({ value, lastUpdated: '2026-11-23T10:00:00Z' });

describe('loading an inspection', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps every loaded inspection on the device, its form apart', async () => {
    const inspection = testInspection({ data: { a: answer('server') } });
    data.getInspection.mockResolvedValue(inspection);
    const loaded = await loadInspection(BOOKING_ID);
    expect(loaded).toMatchObject({ inspection, fromDevice: false });
    await vi.waitFor(async () => expect(await readSnapshot(BOOKING_ID)).toEqual(inspection));
  });

  it('without a connection shows the device copy with the unsent answers', async () => {
    await writeSnapshot(testInspection({ data: { a: answer('server') } }));
    await writeOutbox(BOOKING_ID, { answers: { b: answer('typed offline') }, marked: null });
    offline();
    const loaded = await loadInspection(BOOKING_ID);
    expect(loaded.fromDevice).toBe(true);
    expect(loaded.inspection?.data).toEqual({ a: answer('server') });
    expect(loaded.outbox.answers).toEqual({ b: answer('typed offline') });
    expect(loadOutcome(BOOKING_ID, loaded.inspection, true)).toEqual({ ok: true });
  });

  it("with the answers on the device but not their form: 'Failed to load inspection form. Please try again.' to /admin", async () => {
    await writeSnapshot(testInspection({ bookingId: 'other-booking', formId: 'form-not-on-device', form: null }));
    offline();
    const loaded = await loadInspection('other-booking');
    expect(loaded.fromDevice).toBe(true);
    expect(loaded.inspection?.form).toBeNull();
    expect(loadOutcome('other-booking', loaded.inspection, loaded.fromDevice)).toEqual({
      ok: false, message: 'Failed to load inspection form. Please try again.', to: '/admin',
    });
  });

  it("online, when the inspection answers without its form: 'Failed to load inspection form. Please try again.' to /admin", async () => {
    data.getInspection.mockRejectedValue({ code: 'XX000', message: 'form read failed' });
    data.getInspectionWithoutForm.mockResolvedValue(testInspection({ bookingId: 'online-booking', form: null }));
    const loaded = await loadInspection('online-booking');
    expect(loaded).toMatchObject({ fromDevice: false, formFailed: true });
    expect(loadOutcome('online-booking', loaded.inspection, loaded.fromDevice || loaded.formFailed)).toEqual({
      ok: false, message: 'Failed to load inspection form. Please try again.', to: '/admin',
    });
  });

  it('online, when the inspection itself cannot be read either, the error stands (Failed to load inspection data)', async () => {
    data.getInspection.mockRejectedValue({ code: 'XX000', message: 'down' });
    data.getInspectionWithoutForm.mockRejectedValue({ code: 'XX000', message: 'down' });
    await expect(loadInspection('never-loaded-online')).rejects.toMatchObject({ message: 'down' });
  });

  it('with nothing on the device the error stands', async () => {
    offline();
    await expect(loadInspection('never-loaded')).rejects.toThrow('Failed to fetch');
  });
});
