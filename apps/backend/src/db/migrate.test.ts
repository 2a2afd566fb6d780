import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './query-interface';
import { prepareDatabase, resetDatabase } from './migrate';
import { splitSqlStatements } from './split-sql';
import { openTestDatabase } from './test-database';

/** Everything a migration or the bootstrap could change, as comparable text. */
async function snapshot(db: Database): Promise<string> {
  const schemas = `('public', 'auth', 'storage', 'supabase_migrations')`;
  const parts = await Promise.all([
    db.query(`select table_schema, table_name, column_name, data_type, column_default, is_nullable
                from information_schema.columns where table_schema in ${schemas} order by 1, 2, 3`),
    db.query(`select schemaname, tablename, policyname, cmd, roles::text, qual, with_check
                from pg_policies order by 1, 2, 3`),
    db.query(`select n.nspname, p.proname, md5(p.prosrc), p.proacl::text from pg_proc p
                join pg_namespace n on n.oid = p.pronamespace where n.nspname in ${schemas} order by 1, 2`),
    db.query(`select schemaname, indexname, indexdef from pg_indexes where schemaname in ${schemas} order by 1, 2`),
    db.query(`select c.relname, c.relacl::text, c.relrowsecurity from pg_class c
                join pg_namespace n on n.oid = c.relnamespace where n.nspname in ${schemas} order by 1`),
    db.query(`select tgname, tgrelid::regclass::text from pg_trigger where not tgisinternal order by 1, 2`),
    db.query(`select defaclrole::regrole::text, defaclobjtype, defaclacl::text from pg_default_acl order by 1, 2`),
    db.query(`select rolname, rolcanlogin, rolbypassrls from pg_roles
                where rolname in ('anon', 'authenticated', 'service_role') order by 1`),
    db.query(`select version, name, array_length(statements, 1) as statements
                from supabase_migrations.schema_migrations order by 1`),
    db.query(`select (select count(*) from public.bookings) as bookings, (select count(*) from public.form_fields) as fields,
                     (select count(*) from public.leads) as leads, (select count(*) from storage.buckets) as buckets`),
  ]);
  return JSON.stringify(parts.map((part) => part.rows));
}

// One database for the file (opening PGlite dominates the run time); the folder tests reset it.
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(() => db.close());

describe('the repository migrations', { timeout: 60_000 }, () => {
  it('apply in order on an empty database and run the seed', async () => {
    const result = await prepareDatabase(db);
    expect(result.seeded).toBe(true);
    expect(result.applied).toEqual([...result.applied].sort());
    expect(result.applied[0]).toBe('0001_inspection_types_and_forms.sql');
    const { rows } = await db.query<{ version: string; statements: number }>(
      'select version, array_length(statements, 1) as statements from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(result.applied.map((file) => file.split('_')[0]));
    expect(rows.every((row) => row.statements > 0)).toBe(true);
  });

  it('change nothing when applied again (bootstrap included)', async () => {
    const before = await snapshot(db);
    const again = await prepareDatabase(db);
    expect(again).toEqual({ applied: [], seeded: false });
    expect(await snapshot(db)).toBe(before);
  });

  it('create every table of the product with row level security enabled', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual(
      [
        'audit_log', 'booking_slot_hold_clients', 'booking_slot_hold_counts', 'booking_slot_holds', 'bookings', 'business_profile', 'condition_codes', 'contacts', 'dropdown_options', 'form_fields',
        'form_sections', 'inspection_data', 'inspection_forms', 'inspection_reports', 'inspection_types', 'inspector_time_off', 'inspectors', 'leads',
        'outbound_messages', 'public_booking_requests', 'public_booking_settings', 'remote_releases', 'sheet_report_links',
      ].map((relname) => ({ relname, relrowsecurity: true })),
    );
  });

  it('comment every table and function', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and obj_description(c.oid, 'pg_class') is null
       union all
       select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and obj_description(p.oid, 'pg_proc') is null`,
    );
    expect(rows).toEqual([]);
  });

  it('fix the search_path of every function, security definer ones above all', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
        order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('seed the rows tests rely on, around today', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`
      select
        (select count(*)::int from inspection_types) as types,
        (select count(*)::int from inspection_forms where status = 'live') as live_forms,
        (select count(*)::int from inspection_forms where status = 'draft') as draft_forms,
        (select array_agg(distinct status order by status) from bookings) as statuses,
        (select count(*)::int from bookings where start_time between now() - interval '21 days' and now() + interval '21 days') as near_bookings,
        (select count(*)::int from bookings where latitude is not null and reversegeocoded_address is not null) as located,
        (select count(*)::int from condition_codes) as conditions,
        -- The short reference staff and buyers read is the id's first 8 characters: one per booking.
        (select count(*)::int - count(distinct left(id::text, 8))::int from bookings) as shared_references,
        (select count(*)::int from contacts) as contacts,
        (select min(n)::int from (select count(*) as n from leads group by contact_id) l) as min_leads,
        (select count(*)::int from inspection_reports where booking_id = 'b726ed24-3333-4333-8333-000000000001') as reports,
        (select count(*)::int from form_fields f join form_sections s on s.id = f.section_id
          where s.form_id = '22222222-2222-4222-8222-000000000001' and f.parent_field_id is not null) as child_fields,
        (select array_agg(f.title || ':' || coalesce(f.input_type, '-') order by f.order_index)
           from form_fields f join form_sections s on s.id = f.section_id
          where s.form_id = '22222222-2222-4222-8222-000000000001' and s.title = 'Vehicle Information') as vehicle_fields`);
    expect(rows[0]).toEqual({
      types: 3,
      live_forms: 3,
      draft_forms: 1,
      statuses: ['cancelled', 'completed', 'draft', 'in_progress', 'pending', 'published', 'scheduled'],
      near_bookings: 19,
      located: expect.any(Number),
      conditions: 8,
      shared_references: 0,
      contacts: 12,
      min_leads: 2,
      reports: 1,
      child_fields: 4,
      vehicle_fields: [
        'Customer Name:plain', 'Email:email', 'Phone Number:phone', 'Vehicle Brand:plain', 'Vehicle Model:plain',
        'Vehicle Year:number', 'Inspection Date and Time:datetime', 'Mileage:number', 'Main Picture:-',
      ],
    });
    expect(rows[0].located).toBeGreaterThanOrEqual(5);
  });
});

describe('prepareDatabase with its own migrations folder', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  });
  beforeEach(() => resetDatabase(db));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function folder(name: string, files: Record<string, string>) {
    const path = join(dir, name);
    await rm(path, { recursive: true, force: true });
    await mkdir(join(path, 'migrations'), { recursive: true });
    for (const [file, sql] of Object.entries(files)) await writeFile(join(path, file), sql);
    return { migrationsDir: join(path, 'migrations'), seedFile: join(path, 'seed.sql') };
  }

  it('seeds only a database that had no migrations, and applies new files later', async () => {
    const paths = await folder('seed-once', {
      'migrations/0001_things.sql': 'create table things (id int primary key, name text);',
      'seed.sql': "insert into things values (1, 'seeded');",
    });
    expect(await prepareDatabase(db, paths)).toEqual({ applied: ['0001_things.sql'], seeded: true });
    await writeFile(join(paths.migrationsDir, '0002_more.sql'), 'alter table things add column extra text;');
    expect(await prepareDatabase(db, paths)).toEqual({ applied: ['0002_more.sql'], seeded: false });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from things');
    expect(rows[0].n).toBe(1);
  });

  it('0009 keeps the newest live form of a type live and sets older live ones inactive before its index', async () => {
    const repo = join(import.meta.dirname, '../../../../supabase/migrations');
    const files = (await readdir(repo)).filter((file) => file.endsWith('.sql')).sort();
    const before = files.filter((file) => file < '0009');
    const contents = Object.fromEntries(
      await Promise.all(before.map(async (file) => [`migrations/${file}`, await readFile(join(repo, file), 'utf8')] as const)),
    );
    const paths = await folder('live-forms', { ...contents, 'seed.sql': '' });
    await prepareDatabase(db, { ...paths, seed: false });
    await db.exec(`
      insert into inspection_types (id, name_en) values ('11111111-1111-4111-8111-0000000000aa', 'Type');
      insert into inspection_forms (id, title, status, inspection_type_id, created_at) values
        ('22222222-2222-4222-8222-0000000000a1', 'Oldest', 'live', '11111111-1111-4111-8111-0000000000aa', now() - interval '2 days'),
        ('22222222-2222-4222-8222-0000000000a2', 'Newest', 'live', '11111111-1111-4111-8111-0000000000aa', now()),
        ('22222222-2222-4222-8222-0000000000a3', 'Older', 'live', '11111111-1111-4111-8111-0000000000aa', now() - interval '1 day');`);
    const migration = files.find((file) => file.startsWith('0009'))!;
    await writeFile(join(paths.migrationsDir, migration), await readFile(join(repo, migration), 'utf8'));
    expect(await prepareDatabase(db, paths)).toEqual({ applied: [migration], seeded: false });
    const { rows } = await db.query('select title, status from inspection_forms order by created_at');
    expect(rows).toEqual([
      { title: 'Oldest', status: 'inactive' },
      { title: 'Older', status: 'inactive' },
      { title: 'Newest', status: 'live' },
    ]);
  });

  it('never seeds later when the first start had seed: false', async () => {
    const paths = await folder('no-seed', {
      'migrations/0001_things.sql': 'create table things (id int primary key);',
      'seed.sql': 'insert into things values (1);',
    });
    expect(await prepareDatabase(db, { ...paths, seed: false })).toEqual({ applied: ['0001_things.sql'], seeded: false });
    expect(await prepareDatabase(db, paths)).toEqual({ applied: [], seeded: false });
  });

  it('names the file and line of a failing statement, and rolls that file back', async () => {
    const paths = await folder('failing', {
      'migrations/0001_good.sql': 'create table good (id int);\n',
      'migrations/0002_bad.sql': [
        '-- a comment; with a semicolon',
        'create table half (id int);',
        '',
        "insert into half values (1); select 'text; not a statement end';",
        'select *',
        '  from missing_table;',
        'create table never (id int);',
      ].join('\n'),
    });
    const failure = await prepareDatabase(db, paths).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^0002_bad\.sql:6: relation "missing_table" does not exist/);
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows).toEqual([{ version: '0001' }]);
    const half = await db.query(`select to_regclass('public.half') as half`);
    expect(half.rows[0]).toEqual({ half: null });
  });

  it('names the first line of a failing statement when Postgres gives no position', async () => {
    const paths = await folder('no-position', {
      'migrations/0001_raise.sql': [
        'create table ok (id int);',
        '',
        'do $$',
        'begin',
        "  raise exception 'broken; on purpose';",
        'end',
        '$$;',
      ].join('\n'),
    });
    await expect(prepareDatabase(db, paths)).rejects.toThrow(/^0001_raise\.sql:3: broken; on purpose/);
  });
});

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons only', () => {
    const sql = [
      "select 'a;b', \"odd;name\", E'it\\'s;';",
      '/* block; /* nested; */ still */ select 2; -- trailing; comment',
      'create function f() returns int language sql as $body$ select 1; $body$;',
      'select $$x;y$$',
    ].join('\n');
    expect(splitSqlStatements(sql).map((statement) => statement.text)).toEqual([
      "select 'a;b', \"odd;name\", E'it\\'s;'",
      'select 2',
      'create function f() returns int language sql as $body$ select 1; $body$',
      'select $$x;y$$',
    ]);
  });
});
