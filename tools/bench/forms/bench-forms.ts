// Bench of saving a form template: a 12-section, 120-field template (4 options per dropdown)
// saved through the real supabase-js client against the embedded backend, in-process.
//   - save_form_template RPC (create, then update of the loaded template): requests and time;
//   - the per-row sequence a client without the RPC would send, for the same template: the request
//     count it needs, and the same sequence actually run and timed for comparison.
// Run: npm run bench:forms   (RUNS=5 by default; BACKEND_DB_URL=postgres://… for a real server)
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { addField, addOption, addSection, countPerRowSaveRequests, createTemplate, templateToSavePayload, updateField, updateOption, updateSection } from '@inspection/forms-domain';
import { getFormTemplate, saveFormTemplate } from '@inspection/forms-data-access';
import { startBackend } from '@inspection/backend/server';
import { median } from '@inspection/shared-domain';

type EditorTemplate = ReturnType<typeof createTemplate>;
type EditorField = EditorTemplate['sections'][number]['fields'][number];
type FieldType = EditorField['type'];

const RUNS = Number(process.env.RUNS ?? 5);
const SECTIONS = 12;
const FIELDS_PER_SECTION = 10;
const OPTIONS_PER_DROPDOWN = 4;
const TYPES: FieldType[] = ['dropdown', 'text', 'dropdown', 'image', 'dropdown'];

function buildTemplate(inspectionTypeId: string): EditorTemplate {
  let t: EditorTemplate = { ...createTemplate(), title: 'Bench template', inspectionTypeId };
  for (let s = 0; s < SECTIONS; s++) {
    t = addSection(t);
    const sectionId = t.sections[s].id;
    t = updateSection(t, sectionId, (section) => {
      let next = { ...section, title: `Section ${s + 1}` };
      for (let f = 0; f < FIELDS_PER_SECTION; f++) {
        next = addField(next, TYPES[f % TYPES.length]);
        const field = next.fields[f];
        next = updateField(next, field.id, (x) => fillField({ ...x, title: `Field ${s + 1}.${f + 1}` }));
      }
      return next;
    });
  }
  return t;
}

function fillField(field: EditorField): EditorField {
  if (field.type !== 'dropdown') return field;
  let next = field;
  for (let o = 0; o < OPTIONS_PER_DROPDOWN; o++) {
    next = addOption(next);
    next = updateOption(next, next.options[o].id, { label: ['Excellent', 'Good', 'Fair', 'Poor'][o], score: 10 - o * 3 });
  }
  return next;
}

function countingClient(url: string, key: string) {
  const counter = { requests: 0 };
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/rest/v1/')) counter.requests++;
        return fetch(input, init);
      },
    },
  });
  return { client, counter };
}

/** The row-by-row save a client without the RPC would send: form insert/update, then sections, fields, child fields
 * and option batches one by one. */
async function perRowSave(client: SupabaseClient, t: EditorTemplate, existingId: string | null): Promise<string> {
  const check = <T>({ data, error }: { data: T; error: unknown }) => {
    if (error) throw error;
    return data;
  };
  let formId = existingId;
  if (formId) {
    check(await client.from('inspection_forms').update({ title: t.title, inspection_type_id: t.inspectionTypeId }).eq('id', formId));
    const sections = check(await client.from('form_sections').select('id').eq('form_id', formId)) as Array<{ id: string }>;
    check(await client.from('form_fields').delete().in('section_id', sections.map((s) => s.id)));
    check(await client.from('form_sections').delete().eq('form_id', formId));
  } else {
    const form = check(
      await client.from('inspection_forms').insert({ title: t.title, inspection_type_id: t.inspectionTypeId }).select().single(),
    ) as { id: string };
    formId = form.id;
  }
  const writeField = async (f: EditorField, sectionId: string, parentId: string | null, order: number) => {
    const row = check(
      await client
        .from('form_fields')
        .insert({
          section_id: sectionId, parent_field_id: parentId, title: f.title, type: f.type, required: f.required,
          is120point: f.is120point, input_type: f.type === 'text' ? f.inputType : null,
          allow_multiple: f.type === 'dropdown' ? f.multiple : f.allowMultiple, order_index: order,
        })
        .select()
        .single(),
    ) as { id: string };
    if (f.type === 'dropdown' && f.options.length > 0) {
      check(
        await client.from('dropdown_options').insert(
          f.options.map((o, i) => ({ field_id: row.id, label: o.label, value: o.label, score: o.score, order_index: i })),
        ),
      );
    }
    for (const [i, c] of f.childFields.entries()) await writeField(c, sectionId, row.id, i);
  };
  for (const [si, s] of t.sections.entries()) {
    const section = check(
      await client.from('form_sections').insert({ form_id: formId, title: s.title, order_index: si }).select().single(),
    ) as { id: string };
    for (const [fi, f] of s.fields.entries()) await writeField(f, section.id, null, fi);
  }
  return formId!;
}


async function measure(label: string, counter: { requests: number }, run: () => Promise<unknown>) {
  const times: number[] = [];
  let requests = 0;
  for (let i = 0; i < RUNS; i++) {
    const before = counter.requests;
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
    requests = counter.requests - before;
  }
  return { label, requests, medianMs: Math.round(median(times)), minMs: Math.round(Math.min(...times)) };
}

async function main() {
  const backend = await startBackend({
    port: 0,
    log: false,
    ...(process.env.BACKEND_DB_URL ? { databaseUrl: process.env.BACKEND_DB_URL } : { dataDir: 'memory' }),
  });
  try {
    const { client, counter } = countingClient(backend.url, backend.anonKey);
    const { error } = await client.auth.signInWithPassword({
      email: process.env.DEMO_EMAIL || 'admin@example.com',
      password: process.env.DEMO_PASSWORD || 'admin1234',
    });
    if (error) throw error;
    const type = await client
      .from('inspection_types')
      .insert({ name_en: 'Bench type', actual_price: 1, current_price: 1, duration_minutes: 60 })
      .select()
      .single();
    if (type.error) throw type.error;

    const template = buildTemplate(type.data.id);
    const fields = template.sections.reduce((n, s) => n + s.fields.length, 0);
    const dropdowns = template.sections.flatMap((s) => s.fields).filter((f) => f.type === 'dropdown').length;
    console.log(
      `Template: ${template.sections.length} sections, ${fields} fields (${dropdowns} dropdowns × ${OPTIONS_PER_DROPDOWN} options = ${dropdowns * OPTIONS_PER_DROPDOWN} options); ${RUNS} runs each\n`,
    );

    // Warm-up (schema cache, JIT) outside the measurements.
    const warm = await saveFormTemplate(templateToSavePayload(template), client);
    await getFormTemplate(warm.id, client);

    const rpcCreate = await measure('RPC save_form_template, create', counter, () =>
      saveFormTemplate(templateToSavePayload(template), client),
    );
    const created = await saveFormTemplate(templateToSavePayload(template), client);
    const loadCounter = counter.requests;
    let loaded = await getFormTemplate(created.id, client);
    const loadRequests = counter.requests - loadCounter;
    const rpcUpdate = await measure('RPC save_form_template, update (ids kept)', counter, async () => {
      const saved = await saveFormTemplate(templateToSavePayload({ ...loaded, title: `Bench ${Math.random()}` }), client);
      loaded = { ...loaded, updatedAt: saved.updated_at ?? null };
    });
    const load = await measure('Load template (embedded select)', counter, () => getFormTemplate(created.id, client));

    const perRowCreate = await measure('Per-row, create', counter, () => perRowSave(client, template, null));
    const perRowId = await perRowSave(client, template, null);
    const perRowUpdate = await measure('Per-row, update (all rows re-created)', counter, () =>
      perRowSave(client, template, perRowId),
    );

    const rows = [rpcCreate, rpcUpdate, perRowCreate, perRowUpdate, load];
    console.log('| approach | requests | median ms | min ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const r of rows) console.log(`| ${r.label} | ${r.requests} | ${r.medianMs} | ${r.minMs} |`);
    console.log(
      `\nPer-row request count computed from the call sequence: create ${countPerRowSaveRequests(template, false)}, ` +
        `update ${countPerRowSaveRequests(template, true)} (1 form write [+ 1 select section ids + 1 delete fields + 1 delete sections] ` +
        `+ ${template.sections.length} sections + ${fields} fields + ${dropdowns} option batches). Load: ${loadRequests} request ` +
        `(the per-row load is 3: form, sections, fields with options).`,
    );
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
