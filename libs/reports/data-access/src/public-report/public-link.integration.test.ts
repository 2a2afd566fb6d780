// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_REPORT_KEYS, parsePublicReport } from '@inspection/reports-model';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getPublicLink } from './get-public-link';
import { getStaffReport, STAFF_REPORT_COLUMNS } from './get-staff-report';
import { updatePublicLink } from './update-public-link';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const BOOKING_WITHOUT_REPORT = '3c22d954-3333-4333-8333-000000000003';

describe('the report link on the embedded backend', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    await backend?.close();
  });

  const anonReport = async () => (await backend.anon.rpc('get_public_report', { booking_id: BOOKING })).data;

  it('switches the link off and on; staff keep reading the report, anon gets null while it is off', async () => {
    expect(await getPublicLink(BOOKING, backend.client)).toEqual({ enabled: true, expiresAt: null });
    expect(await updatePublicLink(BOOKING, { enabled: false }, backend.client)).toEqual({ enabled: false, expiresAt: null });
    expect(await anonReport()).toBeNull();
    const staff = await getStaffReport(BOOKING, backend.client);
    expect(staff).toMatchObject({ bookingId: BOOKING, vehicle: { brand: 'Toyota', model: 'Land Cruiser' } });
    expect(await updatePublicLink(BOOKING, { enabled: true }, backend.client)).toEqual({ enabled: true, expiresAt: null });
    expect(await anonReport()).not.toBeNull();
  });

  it('sets and clears an expiry', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const link = await updatePublicLink(BOOKING, { expiresAt: past }, backend.client);
    expect(new Date(link.expiresAt!).getTime()).toBe(new Date(past).getTime());
    expect(await anonReport()).toBeNull();
    expect(await updatePublicLink(BOOKING, { expiresAt: null }, backend.client)).toEqual({ enabled: true, expiresAt: null });
    expect(await anonReport()).not.toBeNull();
  });

  it('knows a booking without a report, and refuses the switch for anon', async () => {
    expect(await getPublicLink(BOOKING_WITHOUT_REPORT, backend.client)).toBeNull();
    expect(await getStaffReport(BOOKING_WITHOUT_REPORT, backend.client)).toBeNull();
    await expect(updatePublicLink(BOOKING, { enabled: false }, backend.anon)).rejects.toThrow();
    expect(await anonReport()).not.toBeNull();
  });

  it("reads the staff's report in the buyer's copy's shape, so one reader and one page take both", async () => {
    const { data: row } = await backend.client.from('inspection_reports').select(STAFF_REPORT_COLUMNS).eq('booking_id', BOOKING).single();
    const sorted = (keys: readonly string[]) => [...keys].sort();
    expect(sorted(Object.keys(row!))).toEqual(sorted(BUYER_REPORT_KEYS));
    expect(sorted(Object.keys((await anonReport()) as object))).toEqual(sorted(BUYER_REPORT_KEYS));
  });

  it("leaves the seeded customer's phone and email out of the buyer's copy", async () => {
    const report = parsePublicReport(await anonReport())!;
    const titles = (r: typeof report) => [...r.vehicleFields, ...r.sections.flatMap((section) => section.fields)].map((field) => field.title);
    // get_public_report is the buyer's copy's one projection (the pages filter nothing more).
    expect(titles(report)).not.toContain('Email');
    expect(titles(report)).not.toContain('Phone Number');
    expect(titles(report)).toContain('Vehicle Brand');
    expect(JSON.stringify(report)).not.toContain('omar.haddad@example.com');
  });
});
