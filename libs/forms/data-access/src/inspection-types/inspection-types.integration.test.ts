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

  it('saves what the type includes, in order, and /book reads it through get_public_inspection_types as anon', async () => {
    const values = toInspectionTypeWrite(
      inspectionTypeFormSchema.parse({
        name_en: 'With features', actual_price: '300', current_price: '250', duration_minutes: '60', tag: '', features: [' OBD scan ', 'Test drive'],
      }),
    );
    const created = await createInspectionType(values, backend.client);
    expect(created.features).toEqual(['OBD scan', 'Test drive']);
    const reordered = await updateInspectionType(created.id, { ...values, features: ['Test drive', 'OBD scan', 'Paint depth'] }, backend.client);
    expect(reordered.features).toEqual(['Test drive', 'OBD scan', 'Paint depth']);
    const { data, error } = await backend.anon.rpc('get_public_inspection_types');
    expect(error).toBeNull();
    expect(data?.find((t) => t.id === created.id)?.features).toEqual(['Test drive', 'OBD scan', 'Paint depth']);
    // A type saved without a list has an empty one.
    const plain = await createInspectionType({ name_en: 'Plain', actual_price: 1, current_price: 1, duration_minutes: 30, tag: null }, backend.client);
    expect(plain.features).toEqual([]);
  });

  it('the database refuses a blank, untrimmed or over-long line and more than 15 lines (23514)', async () => {
    const base = { name_en: 'Bad list', actual_price: 1, current_price: 1, duration_minutes: 30, tag: null };
    for (const features of [['ok', '  '], [' padded'], ['x'.repeat(101)], Array.from({ length: 16 }, (_, i) => `line ${i}`)]) {
      await expect(createInspectionType({ ...base, features }, backend.client)).rejects.toMatchObject({ code: '23514' });
    }
    const longest = await createInspectionType({ ...base, features: Array.from({ length: 15 }, () => 'x'.repeat(100)) }, backend.client);
    expect(longest.features).toHaveLength(15);
  });

  it('saves the Arabic card from the form (trimmed, blank tag none) and /book reads it as anon; an edit leaving it out keeps it', async () => {
    const values = toInspectionTypeWrite(
      inspectionTypeFormSchema.parse({
        name_en: 'Arabic card', actual_price: '300', current_price: '250', duration_minutes: '60', tag: 'New', features: ['Road test'],
        tag_ar: ' جديد ', features_ar: [' تجربة قيادة على الطريق ', 'فحص المكابح'],
      }),
    );
    const created = await createInspectionType(values, backend.client);
    expect(created).toMatchObject({ tag_ar: 'جديد', features_ar: ['تجربة قيادة على الطريق', 'فحص المكابح'] });
    const { tag_ar: _tag, features_ar: _lines, ...english } = values;
    const edited = await updateInspectionType(created.id, { ...english, tag: 'Popular' }, backend.client);
    expect(edited).toMatchObject({ tag: 'Popular', tag_ar: 'جديد', features_ar: ['تجربة قيادة على الطريق', 'فحص المكابح'] });
    const cleared = await updateInspectionType(created.id, toInspectionTypeWrite(inspectionTypeFormSchema.parse({ ...values, tag_ar: '  ', features_ar: [] })), backend.client);
    expect(cleared).toMatchObject({ tag_ar: null, features_ar: [] });
    const { data } = await backend.anon.rpc('get_public_inspection_types');
    expect(data?.find((t) => t.id === created.id)).toMatchObject({ tag: 'New', tag_ar: null, features: ['Road test'], features_ar: [] });
    await expect(updateInspectionType(created.id, { ...english, features_ar: ['ب'.repeat(101)] }, backend.client)).rejects.toMatchObject({
      code: '23514',
      message: 'new row for relation "inspection_types" violates check constraint "inspection_types_features_ar_valid"',
    });
  });

  it('saves the Arabic name from the form in name, which /book reads as anon; blank clears it, the English name stays', async () => {
    const form = { name_en: 'Arabic name', actual_price: '300', current_price: '250', duration_minutes: '60', name_ar: ' فحص شامل ' };
    const created = await createInspectionType(toInspectionTypeWrite(inspectionTypeFormSchema.parse(form)), backend.client);
    expect(created).toMatchObject({ name: 'فحص شامل', name_en: 'Arabic name' });
    const { data } = await backend.anon.rpc('get_public_inspection_types');
    expect(data?.find((t) => t.id === created.id)).toMatchObject({ name: 'فحص شامل', name_en: 'Arabic name' });
    const cleared = await updateInspectionType(created.id, toInspectionTypeWrite(inspectionTypeFormSchema.parse({ ...form, name_ar: '  ' })), backend.client);
    expect(cleared).toMatchObject({ name: null, name_en: 'Arabic name' });
  });

  it('is not readable without a login', async () => {
    const { data } = await backend.anon.from('inspection_types').select('id');
    expect(data ?? []).toEqual([]);
  });
});
