// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionTypeFormSchema, toInspectionTypeWrite } from '@inspection/forms-domain';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getInspectionTypes } from './get-inspection-types';
import { createInspectionType } from './create-inspection-type';
import { updateInspectionType } from './update-inspection-type';
import { deleteInspectionType } from './delete-inspection-type';

describe('inspection types on the embedded backend', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    await backend?.close();
  });

  it('creates from form values, storing an empty tag as null, and lists newest first or by name', async () => {
    const values = toInspectionTypeWrite(
      inspectionTypeFormSchema.parse({ name_en: 'AAA first by name', actual_price: '10.5', current_price: '9.99', duration_minutes: '45', tag: '' }),
    );
    const created = await createInspectionType(values, backend.client);
    expect(created).toMatchObject({ name_en: 'AAA first by name', tag: null, duration_minutes: 45 });
    expect(Number(created.current_price)).toBe(9.99);

    const newest = await getInspectionTypes('newest', backend.client);
    expect(newest[0].id).toBe(created.id);
    const byName = await getInspectionTypes('name', backend.client);
    const names = byName.map((t) => t.name_en ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('updates and deletes', async () => {
    const created = await createInspectionType(
      { name_en: 'To edit', actual_price: 1, current_price: 1, duration_minutes: 30, tag: 'New' },
      backend.client,
    );
    const updated = await updateInspectionType(
      created.id,
      { name_en: 'Edited', actual_price: 2, current_price: 1.5, duration_minutes: 60, tag: null },
      backend.client,
    );
    expect(updated).toMatchObject({ id: created.id, name_en: 'Edited', tag: null, duration_minutes: 60 });
    await deleteInspectionType(created.id, backend.client);
    expect((await getInspectionTypes('newest', backend.client)).map((t) => t.id)).not.toContain(created.id);
  });

  it('the database refuses what the form refuses (negative price), with a message to show', async () => {
    await expect(
      createInspectionType({ name_en: 'Bad', actual_price: -1, current_price: 0, duration_minutes: 1, tag: null }, backend.client),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('is not readable without a login', async () => {
    const { data } = await backend.anon.from('inspection_types').select('id');
    expect(data ?? []).toEqual([]);
  });
});
