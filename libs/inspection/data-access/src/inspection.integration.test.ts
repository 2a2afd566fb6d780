// @vitest-environment node
// The inspection screen's and the records list's calls through supabase-js on the embedded backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefillAnswers } from '@inspection/inspection-domain';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getInspection } from './get-inspection';
import { getInspectionWithoutForm } from './get-inspection-without-form';
import { saveInspection } from './save-inspection';
import { submitInspection } from './submit-inspection';
import { getConditionNames } from './get-condition-codes';
import { getInspectionRecords, RECORDS_PAGE_SIZE, type RecordSortKey } from './get-inspection-records';
import { presignPhotoUpload } from './upload-photo';
import { getLiveForms, getStartableBookings, startInspection } from './start-inspection';

const TODAY_BOOKING = '56a3d90d-3333-4333-8333-000000000002';
const SCHEDULED_BOOKING = '3c22d954-3333-4333-8333-000000000003';
const PREMIUM_FORM = '22222222-2222-4222-8222-000000000002';

describe('inspection calls on the embedded backend', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('loads the inspection with its booking and its form in order', async () => {
    const loaded = (await getInspection(TODAY_BOOKING, backend.client))!;
    expect(loaded).toMatchObject({ bookingId: TODAY_BOOKING, formId: PREMIUM_FORM, status: 'in_progress', isPublished: false });
    expect(loaded.booking).toMatchObject({ customer_name: 'Priya Nair', vehicle_make: 'Nissan' });
    expect(loaded.form?.status).toBe('live');
    expect(loaded.form?.sections.map((s) => s.title)).toEqual([
      'Vehicle Information', 'Exterior', 'Engine and Transmission', 'Interior', 'Tyres and Brakes', 'Road Test',
    ]);
    expect(loaded.form?.sections[1].fields[1].childFields.map((f) => f.title)).toEqual(['Repainted Panels', 'Paint Close-up']);
    expect(Object.keys(prefillAnswers(loaded.form!, loaded.booking!, new Date().toISOString()))).toHaveLength(7);
    expect(await getInspection('00000000-0000-4000-8000-000000000000', backend.client)).toBeNull();
  });

  it('reads the inspection without its form (to tell a form that failed to load from an inspection that did)', async () => {
    const [whole, bare] = [(await getInspection(TODAY_BOOKING, backend.client))!, (await getInspectionWithoutForm(TODAY_BOOKING, backend.client))!];
    expect(bare).toEqual({ ...whole, form: null });
    expect(await getInspectionWithoutForm('00000000-0000-4000-8000-000000000000', backend.client)).toBeNull();
  });

  it('saves answers merged with the stored ones and submits the report', async () => {
    const loaded = (await getInspection(TODAY_BOOKING, backend.client))!;
    const form = loaded.form!;
    const answers = Object.fromEntries(
      form.sections.flatMap((s) => s.fields).filter((f) => f.type === 'dropdown')
        .map((f) => [f.id, { value: f.options[0].label, score: f.options[0].score, maxScore: 10, lastUpdated: new Date().toISOString() }]),
    );
    const saved = await saveInspection(TODAY_BOOKING, answers, { hood: ['Dented'], lastUpdated: new Date().toISOString() }, null, backend.client);
    expect(Object.keys(saved.data).length).toBeGreaterThan(Object.keys(answers).length);
    const signatures = { inspector: { name: 'Test Inspector', signed_at: new Date().toISOString(), path: 'M10 10 L100 50' }, customer: null };
    const result = await submitInspection(TODAY_BOOKING, saved.data, saved.marked_data, signatures, backend.client);
    expect(result.overall_score).toBe(10);
    expect(await getInspection(TODAY_BOOKING, backend.client)).toMatchObject({ status: 'published', isPublished: true });
  });

  it('reads the condition names in code order', async () => {
    expect(await getConditionNames(backend.client)).toEqual([
      'Accident - Repainted', 'Deep scratches', 'Chipped', 'Minor scratches', 'Faded', 'Dented', 'Paint Protection Film', 'Painted',
    ]);
  });

  it('lists records newest first with filters and a total', async () => {
    const all = await getInspectionRecords({ page: 0 }, backend.client);
    expect(all.total).toBeGreaterThan(3);
    expect(all.rows.length).toBeLessThanOrEqual(RECORDS_PAGE_SIZE);
    const times = all.rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.rows[0].bookings).toHaveProperty('vehicle_make');
    expect(all.rows[0].inspection_forms).toHaveProperty('title');
    const published = await getInspectionRecords({ page: 0, status: 'published' }, backend.client);
    expect(published.rows.every((r) => r.status === 'published')).toBe(true);
    const drafts = await getInspectionRecords({ page: 0, status: 'draft' }, backend.client);
    expect(drafts.rows.every((r) => r.status !== 'published')).toBe(true);
    expect(published.total + drafts.total).toBe(all.total);
    const premium = await getInspectionRecords({ page: 0, formId: PREMIUM_FORM }, backend.client);
    expect(premium.rows.every((r) => r.form_id === PREMIUM_FORM)).toBe(true);
    const none = await getInspectionRecords({ page: 0, startDate: '2001-01-01', endDate: '2001-01-02' }, backend.client);
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('sorts records in the database by form, vehicle, status and date, both ways, among equals the newest first', async () => {
    const read = async (key: RecordSortKey, direction: 'ascending' | 'descending') => (await getInspectionRecords({ page: 0, sort: { key, direction } }, backend.client)).rows;
    const sorted = (values: string[], direction: 'ascending' | 'descending') => {
      const copy = [...values].sort((a, b) => a.localeCompare(b, 'en'));
      return direction === 'ascending' ? copy : copy.reverse();
    };
    for (const direction of ['ascending', 'descending'] as const) {
      const forms = (await read('form', direction)).map((r) => r.inspection_forms?.title ?? '');
      expect(new Set(forms).size).toBeGreaterThan(1);
      expect(forms).toEqual(sorted(forms, direction));
      const makes = (await read('vehicle', direction)).map((r) => r.bookings?.vehicle_make ?? '');
      expect(makes).toEqual(sorted(makes, direction));
      const statuses = (await read('status', direction)).map((r) => r.status);
      expect(statuses).toEqual(sorted(statuses, direction));
      const times = (await read('date', direction)).map((r) => r.created_at);
      expect(times).toEqual(sorted(times, direction));
    }
    const byForm = await read('form', 'ascending');
    const firstForm = byForm.filter((r) => r.inspection_forms?.title === byForm[0].inspection_forms?.title).map((r) => r.created_at);
    expect(firstForm).toEqual(sorted(firstForm, 'descending'));
  });

  it('uploads a photo and its thumbnail through the presigned URLs, under the booking', async () => {
    // Today's booking was submitted above: its photos are locked (docs/areas/inspection.md#photos); tomorrow's is open.
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    const target = await presignPhotoUpload(file, SCHEDULED_BOOKING, backend.client, backend.url);
    expect(target.fileUrl).toContain(`/storage/v1/object/public/inspection-photos/${SCHEDULED_BOOKING}/`);
    expect(target.thumbnailUrl).toBe(target.fileUrl.replace(`/${SCHEDULED_BOOKING}/`, `/${SCHEDULED_BOOKING}/thumbs/`));
    for (const url of [target.uploadUrl, target.thumbnailUploadUrl!]) {
      const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: file });
      expect(put.ok).toBe(true);
    }
    expect((await fetch(target.fileUrl)).status).toBe(200);
    expect((await fetch(target.thumbnailUrl!)).status).toBe(200);
    await expect(presignPhotoUpload(file, SCHEDULED_BOOKING, backend.anon, backend.url)).rejects.toThrow(/Unauthorized/);
    await expect(presignPhotoUpload(file, TODAY_BOOKING, backend.client, backend.url)).rejects.toThrow();
  });
});

describe('starting an inspection', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('lists live forms, the open bookings of their type, and creates a draft once', async () => {
    const forms = await getLiveForms(backend.client);
    expect(forms.map((f) => f.title)).toEqual(['Pre-purchase Basic Check', 'Premium Inspection', 'Standard 120-Point Inspection']);
    const standard = forms.find((f) => f.title.startsWith('Standard'))!;
    const bookings = await getStartableBookings(standard.inspection_type_id!, backend.client);
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.map((b) => b.id)).not.toContain('b726ed24-3333-4333-8333-000000000001');
    const target = bookings.find((b) => b.id === '3c22d954-3333-4333-8333-000000000003')!;
    await startInspection(target.id, standard.id, backend.client);
    await startInspection(target.id, standard.id, backend.client);
    expect(await getInspection(target.id, backend.client)).toMatchObject({ status: 'draft', data: {}, formId: standard.id });
  });
});
