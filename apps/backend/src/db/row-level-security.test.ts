import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './query-interface';
import { prepareDatabase } from './migrate';
import { withRequestContext } from './request-context';
import type { RequestAuth } from './request-auth';
import { openTestDatabase } from './test-database';

const STAFF_ID = '77777777-7777-4777-8777-000000000001';
const anon: RequestAuth = { role: 'anon', claims: { role: 'anon', iss: 'supabase-demo' } };
const staff: RequestAuth = {
  role: 'authenticated',
  claims: { sub: STAFF_ID, role: 'authenticated', aud: 'authenticated', email: 'admin@example.com', app_metadata: { staff: true } },
};
const admin: RequestAuth = { ...staff, claims: { ...staff.claims, app_metadata: { staff: true, role: 'admin' } } };

const TYPE = '11111111-1111-4111-8111-000000000001';
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
// Only a draft form's content can be written (migration 0010), so content rows go into the seeded draft.
const DRAFT_FORM = '22222222-2222-4222-8222-000000000004';
const REPORTED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const SCHEDULED_BOOKING = '3c22d954-3333-4333-8333-000000000003';
const CONTACT = '66666666-6666-4666-8666-000000000001';

/** For every table: a valid new row, a change to it, and its key column. */
const tables: Record<string, { insert: string; update: string; key: string }> = {
  inspection_types: { insert: `(name_en, duration_minutes) values ('RLS type', 30)`, update: `tag = 'New'`, key: 'id' },
  inspection_forms: { insert: `(title, inspection_type_id) values ('RLS form', '${TYPE}')`, update: `status = 'inactive'`, key: 'id' },
  form_sections: { insert: `(form_id, title) values ('${DRAFT_FORM}', 'RLS section')`, update: `order_index = 99`, key: 'id' },
  form_fields: {
    insert: `(section_id, title, type) select id, 'RLS field', 'text' from form_sections where form_id = '${DRAFT_FORM}' limit 1`,
    update: `required = true`,
    key: 'id',
  },
  dropdown_options: {
    insert: `(field_id, label, value, score) select f.id, 'RLS', 'RLS', 3 from form_fields f join form_sections s on s.id = f.section_id
      where f.type = 'dropdown' and s.form_id = '${DRAFT_FORM}' limit 1`,
    update: `score = 4`,
    key: 'id',
  },
  bookings: {
    insert: `(customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year) values ('RLS', '0500000000', 'Kia', 'Rio', 2020)`,
    // Cancelling needs a reason (supabase/schemas/bookings-manage.sql).
    update: `status = 'cancelled', cancel_reason = 'RLS'`,
    key: 'id',
  },
  condition_codes: { insert: `(condition_code, condition_name) values (99, 'RLS condition')`, update: `condition_name = 'RLS renamed'`, key: 'condition_code' },
  inspection_data: { insert: `(booking_id, form_id) values ('${SCHEDULED_BOOKING}', '${LIVE_FORM}')`, update: `status = 'in_progress'`, key: 'id' },
  inspection_reports: { insert: `(booking_id, overall_score) values ('${SCHEDULED_BOOKING}', 7.5)`, update: `overall_score = 8`, key: 'id' },
  contacts: { insert: `(full_name, phone_number) values ('RLS contact', '0599999999')`, update: `email = 'rls@example.com'`, key: 'id' },
  leads: { insert: `(contact_id) values ('${CONTACT}')`, update: `status = 'closed'`, key: 'id' },
};

describe('row level security and constraints', { timeout: 60_000 }, () => {
  let db: Database;
  const as = <T = Record<string, unknown>>(auth: RequestAuth, sql: string, params: unknown[] = []) =>
    withRequestContext(db, auth, (tx) => tx.query<T>(sql, params)).then((result) => result.rows);

  beforeAll(async () => {
    db = await openTestDatabase();
    await prepareDatabase(db);
  }, 60_000);
  afterAll(() => db.close());

  describe.each(Object.keys(tables))('%s', (table) => {
    const { insert, update, key } = tables[table];

    it('is invisible to the anonymous role, which may not write it', async () => {
      expect(await as(anon, `select count(*)::int as n from public.${table}`)).toEqual([{ n: 0 }]);
      await expect(as(anon, `insert into public.${table} ${insert}`)).rejects.toMatchObject({ code: '42501' });
      await expect(as(anon, `update public.${table} set ${update}`)).rejects.toMatchObject({ code: '42501' });
      await expect(as(anon, `delete from public.${table}`)).rejects.toMatchObject({ code: '42501' });
    });

    it('is read and written by signed-in staff', async () => {
      const seeded = await as<{ n: number }>(staff, `select count(*)::int as n from public.${table}`);
      expect(seeded[0].n).toBeGreaterThan(table === 'inspection_reports' ? 0 : 1);
      const [row] = await as<Record<string, unknown>>(staff, `insert into public.${table} ${insert} returning ${key} as key`);
      const updated = await as(staff, `update public.${table} set ${update} where ${key} = $1 returning ${key}`, [row.key]);
      expect(updated).toHaveLength(1);
      // Deleting a booking is an admin's (staff cancel it): office staff delete nothing.
      if (table === 'bookings') expect(await as(staff, `delete from public.bookings where id = $1 returning id`, [row.key])).toEqual([]);
      const deleted = await as(table === 'bookings' ? admin : staff, `delete from public.${table} where ${key} = $1 returning ${key}`, [row.key]);
      expect(deleted).toHaveLength(1);
    });
  });

  it.each(['inspectors', 'inspector_time_off'])('keeps %s invisible to the anonymous role, which may not write it', async (table) => {
    expect(await as(anon, `select * from public.${table}`)).toEqual([]);
    await expect(as(anon, `update public.${table} set id = id`)).rejects.toMatchObject({ code: '42501' });
    await expect(as(anon, `delete from public.${table}`)).rejects.toMatchObject({ code: '42501' });
  });

  it('gives every table one policy per command, all for staff', async () => {
    const { rows } = await db.query<{ tablename: string; cmds: string[]; roles: string[] }>(
      `select tablename, array_agg(cmd::text order by cmd) as cmds, array_agg(distinct r::text order by r::text) as roles
         from pg_policies, unnest(roles) as r where schemaname = 'public' group by tablename order by tablename`,
    );
    // Slot holds are written only through the booking functions; staff read them.
    expect(rows).toEqual([
      // The audit trail: admins read it; nobody updates or deletes it (rows come from the audit triggers).
      { tablename: 'audit_log', cmds: ['SELECT'], roles: ['authenticated'] },
      { tablename: 'booking_slot_holds', cmds: ['SELECT'], roles: ['authenticated'] },
      // The team and its time off: staff read them, admins write them (src/integration/roles.test.ts).
      ...[...Object.keys(tables), 'inspector_time_off', 'inspectors']
        .map((tablename) => ({ tablename, cmds: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'], roles: ['authenticated'] })),
      // The business profile: everyone reads it, the anonymous role included; admins change it (one row, never added or
      // removed; src/integration/business-profile.test.ts).
      { tablename: 'business_profile', cmds: ['SELECT', 'SELECT', 'UPDATE'], roles: ['anon', 'authenticated'] },
      // Messages to customers: admins read them all, staff a readable booking's; only the triggers and the sender write.
      { tablename: 'outbound_messages', cmds: ['SELECT'], roles: ['authenticated'] },
      // The public booking page's limits: staff read them, admins change them (one row, never added or removed).
      { tablename: 'public_booking_settings', cmds: ['SELECT', 'UPDATE'], roles: ['authenticated'] },
      // The remotes' releases: admins read them; only the release functions write (src/integration/remote-releases.test.ts).
      { tablename: 'remote_releases', cmds: ['SELECT'], roles: ['authenticated'] },
      { tablename: 'sheet_report_links', cmds: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'], roles: ['authenticated'] },
    ].sort((a, b) => (a.tablename < b.tablename ? -1 : 1)));
  });

  it('keeps slot holds invisible to the anonymous role and unwritable except through the booking functions', async () => {
    expect(await as(anon, `select * from public.booking_slot_holds`)).toEqual([]);
    for (const auth of [anon, staff]) {
      await expect(as(auth, `insert into public.booking_slot_holds (slot_start, slot_end) values (now(), now() + interval '1 hour')`))
        .rejects.toMatchObject({ code: '42501' });
      await expect(as(auth, `delete from public.booking_slot_holds`)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('lets the anonymous role execute no function but get_public_report and the public booking ones', async () => {
    const { rows } = await db.query<{ proname: string }>(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace
          and has_function_privilege('anon', oid, 'execute') order by 1`,
    );
    expect(rows.map((row) => row.proname)).toEqual([
      'cancel_public_booking', 'create_public_booking', 'get_available_slots', 'get_day_slots', 'get_managed_booking', 'get_managed_day_slots',
      'get_public_inspection_types', 'get_public_report', 'get_remote_releases',
      'hold_booking_slot', 'release_booking_slot', 'reschedule_public_booking',
    ]);
  });

  it('reads the claims as Supabase does', async () => {
    expect(await as(staff, 'select auth.uid() as uid, auth.role() as role, auth.jwt() ->> $1 as email', ['email'])).toEqual([
      { uid: STAFF_ID, role: 'authenticated', email: 'admin@example.com' },
    ]);
    expect(await as(anon, 'select auth.uid() as uid, auth.role() as role')).toEqual([{ uid: null, role: 'anon' }]);
  });

  it('gives the anonymous role one booking report by id, and null for an unknown booking', async () => {
    const [{ report }] = await as<{ report: Record<string, unknown> }>(anon, 'select get_public_report($1) as report', [REPORTED_BOOKING]);
    expect(Object.keys(report).sort()).toEqual(
      // form_version: the form version the inspection answered (docs/areas/forms.md#versions, migration 0052).
      ['booking_id', 'damage_data', 'form_version', 'id', 'images', 'inspection_results', 'overall_score', 'signatures', 'updated_at', 'vehicle_info'],
    );
    expect(report).toMatchObject({
      id: '55555555-5555-4555-8555-000000000001',
      booking_id: REPORTED_BOOKING,
      // Built as a submit builds it: the year is the Vehicle Year answer's text.
      vehicle_info: { brand: 'Toyota', model: 'Land Cruiser', year: '2019' },
      form_version: 1,
    });
    expect((report.images as Array<{ title: string }>)[0].title).toBe('Main Picture');
    expect(typeof report.overall_score).toBe('number');
    expect(await as(anon, 'select get_public_report($1) as report', ['00000000-0000-4000-8000-000000000000'])).toEqual([
      { report: null },
    ]);
  });

  it('lets nobody but staff run save_form_template', async () => {
    await expect(as(anon, `select save_form_template('{}'::jsonb)`)).rejects.toMatchObject({ code: '42501' });
  });

  it('keeps one inspection and one report per booking', async () => {
    await expect(
      as(staff, `insert into inspection_data (booking_id, form_id) values ($1, $2)`, [REPORTED_BOOKING, LIVE_FORM]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(as(staff, `insert into inspection_reports (booking_id) values ($1)`, [REPORTED_BOOKING])).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('keeps one contact per phone number', async () => {
    await expect(
      as(staff, `insert into contacts (full_name, phone_number) values ('Twin', '0501234567')`),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses values outside the product enumerations', async () => {
    const invalid = [
      `update bookings set status = 'archived' where id = '${SCHEDULED_BOOKING}'`,
      `update inspection_forms set status = 'published' where id = '${LIVE_FORM}'`,
      `update leads set lead_source = 'tiktok' where contact_id = '${CONTACT}'`,
      `update leads set status = 'won' where contact_id = '${CONTACT}'`,
      `update inspection_data set status = 'completed' where booking_id = '${REPORTED_BOOKING}'`,
      `update form_fields set input_type = 'color' where type = 'text'`,
      `update form_fields set type = 'checkbox' where type = 'text'`,
    ];
    for (const sql of invalid) await expect(as(staff, sql), sql).rejects.toMatchObject({ code: '23514' });
  });

  it('applies the product defaults', async () => {
    const [lead] = await as<Record<string, unknown>>(
      staff,
      `insert into leads (contact_id) values ($1) returning lead_source, status`,
      [CONTACT],
    );
    expect(lead).toEqual({ lead_source: 'website', status: 'new_lead' });
    const [booking] = await as<Record<string, unknown>>(
      staff,
      `insert into bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year)
       values ('Defaults', '0501111111', 'Kia', 'Rio', 2020) returning id, status`,
    );
    expect(booking.status).toBe('scheduled');
    const [data] = await as<Record<string, unknown>>(
      staff,
      `insert into inspection_data (booking_id) values ($1) returning data, marked_data, status, is_published`,
      [booking.id],
    );
    expect(data).toEqual({ data: {}, marked_data: {}, status: 'draft', is_published: false });
  });

  it('keeps updated_at at the time of the last write', async () => {
    const [before] = await as<{ updated_at: string }>(staff, `select updated_at::text from contacts where id = $1`, [CONTACT]);
    const [after] = await as<{ updated_at: string }>(
      staff,
      `update contacts set email = 'ahmed.new@example.com', updated_at = '2000-01-01' where id = $1 returning updated_at::text`,
      [CONTACT],
    );
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it('removes a form with its sections, fields, child fields and options', async () => {
    const [{ form }] = await as<{ form: { id: string } }>(staff, `select save_form_template($1) as form`, [
      {
        title: 'Cascade',
        inspection_type_id: TYPE,
        sections: [
          {
            title: 'S',
            fields: [
              {
                title: 'D',
                type: 'dropdown',
                options: [{ label: 'Good', score: 10 }],
                child_fields: [{ title: 'C', type: 'dropdown', options: [{ label: 'Yes', score: 1 }] }],
              },
            ],
          },
        ],
      },
    ]);
    const countRows = () =>
      as<{ sections: number; fields: number; options: number }>(
        staff,
        `select (select count(*)::int from form_sections where form_id = $1) as sections,
                (select count(*)::int from form_fields f join form_sections s on s.id = f.section_id where s.form_id = $1) as fields,
                (select count(*)::int from dropdown_options o join form_fields f on f.id = o.field_id
                   join form_sections s on s.id = f.section_id where s.form_id = $1) as options`,
        [form.id],
      );
    const fieldIds = (await as<{ id: string }>(staff, `select f.id from form_fields f join form_sections s on s.id = f.section_id where s.form_id = $1`, [form.id])).map((r) => r.id);
    expect(await countRows()).toEqual([{ sections: 1, fields: 2, options: 2 }]);
    await as(staff, `delete from inspection_forms where id = $1`, [form.id]);
    expect(await countRows()).toEqual([{ sections: 0, fields: 0, options: 0 }]);
    const leftovers = await db.query(`select id from form_fields where id = any($1::uuid[]) union all select id from dropdown_options where field_id = any($1::uuid[])`, [fieldIds]);
    expect(leftovers.rows).toEqual([]);
  });

  it('keeps a form that inspections were conducted with, and a type that templates use', async () => {
    await expect(as(staff, `delete from inspection_forms where id = $1`, [LIVE_FORM])).rejects.toMatchObject({ code: '23503' });
    await expect(as(staff, `delete from inspection_types where id = $1`, [TYPE])).rejects.toMatchObject({ code: '23503' });
  });

  it('removes a booking with its inspection data and report', async () => {
    await as(admin, `delete from bookings where id = $1`, [REPORTED_BOOKING]);
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from inspection_data where booking_id = $1)
            + (select count(*) from inspection_reports where booking_id = $1) as n`,
      [REPORTED_BOOKING],
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});
