// @vitest-environment node
// save_form_template, the template load and the form calls through supabase-js on the embedded backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChildField, addField, addOption, addSection, createTemplate, moveSection, removeField, renameSection, templateToSavePayload, updateField, updateOption, updateSection } from '@inspection/forms-domain';
import { type EditorTemplate } from '@inspection/forms-template-model';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { getFormTemplate } from './get-form-template';
import { getForms } from './get-forms';
import { isStaleTemplateError, saveFormTemplate } from './save-form-template';
import { isAnotherLiveFormError, updateFormStatus } from './update-form-status';
import { deleteForm } from './delete-form';
import { isFormInUse } from './form-usage';
import { createInspectionType } from '../inspection-types/create-inspection-type';
import { jsonArg } from '@inspection/supabase-client';

function buildTemplate(typeId: string): EditorTemplate {
  let t: EditorTemplate = { ...createTemplate(), title: 'Integration form', inspectionTypeId: typeId };
  t = addSection(addSection(t));
  const [s1, s2] = t.sections.map((s) => s.id);
  t = renameSection(renameSection(t, s1, 'Exterior'), s2, 'Interior');
  t = updateSection(t, s1, (s) => addField(addField(s, 'dropdown'), 'text'));
  t = updateSection(t, s2, (s) => addField(s, 'image'));
  const ddId = t.sections[0].fields[0].id;
  t = updateSection(t, s1, (s) =>
    updateField(s, ddId, (f) => {
      let next = addOption(addOption({ ...f, title: 'Paint' }));
      next = updateOption(next, next.options[0].id, { label: 'Good', score: 10 });
      next = updateOption(next, next.options[1].id, { label: 'Bad', score: 2 });
      return addChildField(next, 'text');
    }),
  );
  return t;
}

describe('form templates on the embedded backend', () => {
  let backend: TestBackend;
  let typeId: string;

  beforeAll(async () => {
    backend = await startTestBackend();
    const type = await createInspectionType(
      { name_en: 'Integration type', actual_price: 100, current_price: 90, duration_minutes: 60, tag: null },
      backend.client,
    );
    typeId = type.id;
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    await backend?.close();
  });

  it('creates a draft and loads it back in order with nested child fields and options', async () => {
    const model = buildTemplate(typeId);
    const saved = await saveFormTemplate(templateToSavePayload(model), backend.client);
    expect(saved).toMatchObject({ title: 'Integration form', status: 'draft', inspection_type_id: typeId });

    const loaded = await getFormTemplate(saved.id, backend.client);
    expect(loaded.updatedAt).toBeTruthy();
    expect(loaded.sections.map((s) => s.title)).toEqual(['Exterior', 'Interior']);
    const [dd, text] = loaded.sections[0].fields;
    expect([dd.type, text.type]).toEqual(['dropdown', 'text']);
    expect(dd.options.map((o) => [o.label, o.value, o.score])).toEqual([
      ['Good', 'Good', 10],
      ['Bad', 'Bad', 2],
    ]);
    expect(dd.childFields).toHaveLength(1);
    expect(dd.childFields[0]).toMatchObject({ type: 'text', is120point: false, inputType: 'plain' });
    expect(dd.is120point).toBe(true);
    expect(loaded.sections[1].fields[0].type).toBe('image');

    const list = await getForms(backend.client);
    expect(list[0]).toMatchObject({ id: saved.id, title: 'Integration form', status: 'draft' });
  });

  it('updates in place: kept rows keep their ids, removed rows go, new rows are added', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    const first = await getFormTemplate(saved.id, backend.client);
    const dd = first.sections[0].fields[0];
    const removedText = first.sections[0].fields[1];

    let edited = moveSection(first, first.sections[1].id, 'up');
    edited = updateSection(edited, first.sections[0].id, (s) => addField(removeField(s, removedText.id), 'image'));
    edited = updateSection(edited, first.sections[0].id, (s) =>
      updateField(s, dd.id, (f) => updateOption(f, f.options[1].id, { label: 'Poor', score: 1 })),
    );
    await saveFormTemplate(templateToSavePayload({ ...edited, title: 'Renamed' }), backend.client);

    const second = await getFormTemplate(saved.id, backend.client);
    expect(second.title).toBe('Renamed');
    expect(second.sections.map((s) => s.id)).toEqual([first.sections[1].id, first.sections[0].id]);
    const exterior = second.sections[1];
    expect(exterior.fields.map((f) => f.id)).toContain(dd.id);
    expect(exterior.fields.map((f) => f.id)).not.toContain(removedText.id);
    expect(exterior.fields.map((f) => f.type)).toEqual(['dropdown', 'image']);
    const keptDd = exterior.fields[0];
    expect(keptDd.options.map((o) => o.id)).toEqual(dd.options.map((o) => o.id));
    expect(keptDd.options[1]).toMatchObject({ label: 'Poor', value: 'Poor', score: 1 });
    expect(keptDd.childFields[0].id).toBe(dd.childFields[0].id);
  });

  it('a failing field rolls the whole save back', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    const before = await getFormTemplate(saved.id, backend.client);
    const payload = templateToSavePayload({ ...before, title: 'Should not stick' });
    payload.sections.push({ id: null, title: 'New section', fields: [] });
    payload.sections[0].fields.push({ ...payload.sections[0].fields[1], id: null, type: 'bogus' as never });

    await expect(saveFormTemplate(payload, backend.client)).rejects.toMatchObject({ code: '23514' });

    const after = await getFormTemplate(saved.id, backend.client);
    expect(after).toEqual(before);
  });

  it('a failing create leaves no form behind', async () => {
    const count = (await getForms(backend.client)).length;
    const payload = templateToSavePayload({ ...buildTemplate(typeId), title: 'Broken create' });
    payload.sections[0].fields[0].type = 'bogus' as never;
    // The field's type check fails after the form row was inserted: the whole save is rolled back.
    await expect(saveFormTemplate(payload, backend.client)).rejects.toMatchObject({ code: '23514' });
    expect((await getForms(backend.client)).length).toBe(count);
  });

  it('refuses a save based on a stale updated_at with PT409', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    const opened = await getFormTemplate(saved.id, backend.client);
    await saveFormTemplate(templateToSavePayload({ ...opened, title: 'First writer' }), backend.client);

    const error = await saveFormTemplate(templateToSavePayload({ ...opened, title: 'Second writer' }), backend.client).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isStaleTemplateError(error)).toBe(true);
    expect((error as Error).message).toBe('Template changed since it was opened');
    expect((await getFormTemplate(saved.id, backend.client)).title).toBe('First writer');
  });

  it('refuses to save a live or inactive form (423, nothing changed) and saves it again once back to draft', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    for (const status of ['live', 'inactive'] as const) {
      await updateFormStatus(saved.id, status, backend.client);
      const opened = await getFormTemplate(saved.id, backend.client);
      const error = await saveFormTemplate(templateToSavePayload({ ...opened, title: `Edited while ${status}` }), backend.client).then(
        () => null,
        (e: unknown) => e as { code?: string; message?: string },
      );
      expect(error).toMatchObject({ code: 'PT423', message: 'Only a draft form can be edited' });
      expect(await getFormTemplate(saved.id, backend.client)).toEqual(opened);
    }
    await updateFormStatus(saved.id, 'draft', backend.client);
    const reopened = await getFormTemplate(saved.id, backend.client);
    const again = await saveFormTemplate(templateToSavePayload({ ...reopened, title: 'Edited as a draft' }), backend.client);
    expect(again.title).toBe('Edited as a draft');
  });

  it('keeps one live form per inspection type: a second is refused until the first is inactive', async () => {
    const first = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    const second = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    await updateFormStatus(first.id, 'live', backend.client);
    const refused = await updateFormStatus(second.id, 'live', backend.client).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAnotherLiveFormError(refused)).toBe(true);
    await updateFormStatus(first.id, 'inactive', backend.client);
    expect((await updateFormStatus(second.id, 'live', backend.client)).status).toBe('live');
    await updateFormStatus(second.id, 'draft', backend.client);
  });

  it('requires an inspection type', async () => {
    const payload = templateToSavePayload({ ...buildTemplate(typeId), inspectionTypeId: '' });
    await expect(saveFormTemplate({ ...payload, inspection_type_id: null as never }, backend.client)).rejects.toMatchObject({
      code: '22023',
      message: 'Please select an inspection type',
    });
  });

  it('updates the status returning the new updated_at, which the next save must present', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    const opened = await getFormTemplate(saved.id, backend.client);
    const live = await updateFormStatus(saved.id, 'live', backend.client);
    expect(live.status).toBe('live');
    const draft = await updateFormStatus(saved.id, 'draft', backend.client);
    await expect(
      saveFormTemplate(templateToSavePayload({ ...opened, title: 'x' }), backend.client),
    ).rejects.toMatchObject({ code: 'PT409' });
    await saveFormTemplate(templateToSavePayload({ ...opened, updatedAt: draft.updated_at, title: 'y' }), backend.client);
    expect((await getFormTemplate(saved.id, backend.client)).title).toBe('y');
  });

  it('knows whether inspections answered a form, the reason it cannot go back to draft', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    await updateFormStatus(saved.id, 'live', backend.client);
    expect(await isFormInUse(saved.id, backend.client)).toBe(false);
    const booking = await backend.client.from('bookings').insert({
      customer_name: 'Usage Customer', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    }).select('id').single().throwOnError();
    await backend.client.from('inspection_data').insert({ booking_id: booking.data!.id, form_id: saved.id, data: {} }).throwOnError();
    expect(await isFormInUse(saved.id, backend.client)).toBe(true);
    await expect(updateFormStatus(saved.id, 'draft', backend.client)).rejects.toMatchObject({ code: 'PT423', hint: 'form_in_use' });
  });

  it('deletes a form with its sections and fields', async () => {
    const saved = await saveFormTemplate(templateToSavePayload(buildTemplate(typeId)), backend.client);
    await deleteForm(saved.id, backend.client);
    // No row any more: PostgREST's "no row for .single()".
    await expect(getFormTemplate(saved.id, backend.client)).rejects.toMatchObject({ code: 'PGRST116' });
    const { data } = await backend.client.from('form_sections').select('id').eq('form_id', saved.id);
    expect(data).toEqual([]);
  });

  it('is not callable without a login', async () => {
    const { error } = await backend.anon.rpc('save_form_template', {
      template: jsonArg(templateToSavePayload(buildTemplate(typeId))),
    });
    expect(error).toBeTruthy();
  });
});
